import { describe, expect, it } from 'vitest';
import { validateAdminUser, type AdminUserFormValues } from './admin-user-validation';

const base: AdminUserFormValues = {
  fullName: 'Ana',
  email: 'ana@example.com',
  password: 'secret1',
  role: 'admin',
  status: 'active',
};

describe('admin user form (docs/product.md#validation)', () => {
  it('requires name, email and a password of 6+ on create', () => {
    expect(validateAdminUser({ ...base, fullName: '', email: '', password: '' }, undefined, [])).toEqual({
      fullName: 'Name is required',
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(validateAdminUser({ ...base, email: 'x@', password: '123' }, undefined, [])).toEqual({
      email: 'Please enter a valid email',
      password: 'Password must be at least 6 characters',
    });
  });
  it('finds a duplicate email and lets a blank password keep the current one on edit', () => {
    expect(validateAdminUser(base, undefined, ['ANA@example.com']).email).toBe('Email already exists');
    expect(validateAdminUser({ ...base, password: '' }, 7, [])).toEqual({});
    expect(validateAdminUser({ ...base, password: '12345' }, 7, []).password).toBe(
      'Password must be at least 6 characters',
    );
  });
});
