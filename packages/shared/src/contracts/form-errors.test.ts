import { describe, expect, it } from 'vitest';
import { saveProductFields } from './admin';
import { formErrors } from './form-errors';
import { createUserBody, registerUserBody } from './users';

const product = {
  name: 'Serum',
  description: 'Nice',
  price: '10',
  stockQuantity: '3',
  weight: '0',
  categoryId: '1',
  videoLink: '',
};

describe('the product form rules, one schema for form and server', () => {
  it('accepts a complete form with weight 0', () => {
    expect(formErrors(saveProductFields, product)).toEqual({});
  });

  it('gives each message of docs/product.md#validation', () => {
    expect(
      formErrors(saveProductFields, {
        ...product,
        name: ' ',
        description: '',
        price: '',
        categoryId: '',
        weight: '',
      }),
    ).toEqual({
      name: 'Product name is required',
      description: 'Product description is required',
      price: 'Price is required',
      categoryId: 'Category is required',
      weight: 'Weight is required',
    });
    expect(
      formErrors(saveProductFields, { ...product, price: '0', weight: '-1', videoLink: 'youtube' }),
    ).toEqual({
      price: 'Price must be greater than zero',
      weight: 'Weight cannot be negative',
      videoLink: 'Enter a valid video URL',
    });
  });
});

describe('the admin user form rules', () => {
  const user = { fullName: 'Ana', email: 'ana@example.com', password: 'secret1' };

  it('requires name, email and a password of 6+ on create, all reported at once', () => {
    expect(formErrors(createUserBody, { fullName: '', email: '', password: '' })).toEqual({
      fullName: 'Name is required',
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(formErrors(createUserBody, { ...user, email: 'x@', password: '123' })).toEqual({
      email: 'Please enter a valid email',
      password: 'Password must be at least 6 characters',
    });
  });

  it('lets a blank password keep the current one on edit, but not a short one', () => {
    expect(formErrors(createUserBody, { ...user, id: 3, password: '' })).toEqual({});
    expect(formErrors(createUserBody, { ...user, id: 3, password: 'abc' })).toEqual({
      password: 'Password must be at least 6 characters',
    });
  });

  it('register always creates: the password is required', () => {
    expect(formErrors(registerUserBody, { ...user, password: '' })).toEqual({
      password: 'Password is required',
    });
    expect(registerUserBody.parse({ ...user, email: ' ANA@Example.com ' })).toMatchObject({
      email: 'ana@example.com',
      role: 'admin',
      status: 'active',
    });
  });
});
