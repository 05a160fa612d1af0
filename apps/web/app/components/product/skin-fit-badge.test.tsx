import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { SkinProfile } from '@seoul-glow/shared';
import { saveProfile, clearProfile } from '~/lib/skin-profile/skin-profile-store';
import { SkinFitBadge } from './skin-fit-badge';

const cica = {
  productType: 'moisturizer' as const,
  skinTypes: ['dry' as const, 'sensitive' as const],
  concerns: ['dryness' as const],
  freeFrom: ['fragrance' as const, 'essential-oils' as const, 'alcohol' as const],
  ingredients: ['Water', 'Centella Asiatica Extract'],
};
const profile: SkinProfile = {
  skinType: 'dry',
  concerns: ['dryness'],
  sensitivity: 'rarely',
  fragrance: 'no-preference',
  budget: 'any',
  routineLength: 'minimal',
};

const inRouter = (ui: React.ReactNode) =>
  createMemoryRouter([{ path: '/', element: ui }], { initialEntries: ['/'] });

afterEach(() => clearProfile());

describe('SkinFitBadge', () => {
  it('renders nothing on the server, so a cached page is the same for every shopper', () => {
    saveProfile(profile);
    const html = renderToString(<RouterProvider router={inRouter(<SkinFitBadge product={cica} />)} />);
    expect(html).not.toContain('Good for your skin');
  });

  it('shows the fit for the saved profile, and follows it when it changes', () => {
    render(<RouterProvider router={inRouter(<SkinFitBadge product={cica} variant="page" />)} />);
    expect(screen.queryByText('Good for your skin')).toBeNull();
    act(() => saveProfile(profile));
    expect(screen.getByText('Good for your skin')).toBeTruthy();
    expect(screen.getByText(/Suits dry skin, deeply hydrates\./)).toBeTruthy();
    act(() => saveProfile({ ...profile, skinType: 'oily' }));
    expect(screen.getByText('Made for other skin types')).toBeTruthy();
  });
});
