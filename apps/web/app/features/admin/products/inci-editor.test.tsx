import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InciEditor } from './inci-editor';
import { initialProductValues, validateProductForm, type ProductFormValues } from './product-form-validation';

afterEach(cleanup);

/** The editor with the form's own state, so what it sets is what the form would save. */
function Harness({ onValues }: { onValues: (v: ProductFormValues) => void }) {
  const [values, setValues] = useState<ProductFormValues>({
    ...initialProductValues(),
    ingredients: 'Water, Glycerin, Salicylic Acid, Niacinamide',
    keyIngredients: ['Salicylic Acid', 'Niacinamide'],
  });
  onValues(values);
  return (
    <InciEditor
      values={values}
      errors={{}}
      set={(key, value) => setValues((v) => ({ ...v, [key]: value }))}
    />
  );
}

describe('the INCI editor', () => {
  it('drops a key ingredient the new list no longer holds, says so, and leaves nothing to block the save', () => {
    let latest!: ProductFormValues;
    render(<Harness onValues={(v) => (latest = v)} />);
    fireEvent.change(screen.getByLabelText('Ingredients (INCI)'), {
      target: { value: 'Water, Glycerin, Niacinamide, Panthenol' },
    });
    expect(latest.keyIngredients).toEqual(['Niacinamide']);
    expect(screen.getByTestId('key-ingredients-dropped').textContent).toBe(
      'Salicylic Acid is no longer in the ingredient list, so it left the key ingredients.',
    );
    // The save's own schema no longer has anything to say about the key ingredients.
    const errors = validateProductForm(
      { ...latest, name: 'Toner', description: 'x', price: '10', weight: '0.2', categoryId: '1' },
      1,
    );
    expect(errors.keyIngredients).toBeUndefined();
  });
});
