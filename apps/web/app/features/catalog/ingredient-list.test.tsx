import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IngredientList } from './ingredient-list';

// jsdom has no CSS.supports (the list asks whether anchor positioning exists).
beforeEach(() => vi.stubGlobal('CSS', { supports: () => false }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderList() {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <IngredientList
          notes={[
            {
              name: '1,2-Hexanediol',
              slug: '1-2-hexanediol',
              title: '1,2-Hexanediol',
              purpose: 'Keeps it fresh.',
            },
            { name: 'Mystery Extract' },
            {
              name: 'Camellia Sinensis Leaf Extract',
              slug: 'green-tea',
              title: 'Green tea',
              purpose: 'Antioxidant.',
            },
          ]}
        />
      ),
    },
  ]);
  return render(<Stub />);
}

describe('IngredientList', () => {
  it('keeps each comma on its ingredient’s line, and reads as the label does', () => {
    const { container } = renderList();
    // A phone wrapped between an explained ingredient and its comma (", Camellia…" began a line).
    const first = screen.getByRole('button', { name: '1,2-Hexanediol' });
    expect(first.parentElement!.className).toContain('whitespace-nowrap');
    expect(first.parentElement!.textContent).toMatch(/^1,2-Hexanediol.*,$/s);
    expect(first.className).toContain('whitespace-normal');
    const text = container.querySelector('p')!.textContent!;
    expect(text.startsWith('1,2-Hexanediol')).toBe(true);
    expect(text).toContain(', Mystery Extract, Camellia Sinensis Leaf Extract');
    expect(text.endsWith('.')).toBe(true);
  });
});
