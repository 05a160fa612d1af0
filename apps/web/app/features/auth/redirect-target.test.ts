import { describe, expect, it } from 'vitest';
import { safeAdminRedirect } from './redirect-target';

describe('safeAdminRedirect', () => {
  it('follows a requested admin page with its query', () => {
    expect(safeAdminRedirect('/admin/orders')).toBe('/admin/orders');
    expect(safeAdminRedirect('/admin')).toBe('/admin');
    expect(safeAdminRedirect('/admin/products/7/edit?tab=images')).toBe('/admin/products/7/edit?tab=images');
  });

  it('falls back to /admin when nothing was requested', () => {
    expect(safeAdminRedirect(null)).toBe('/admin');
    expect(safeAdminRedirect('')).toBe('/admin');
  });

  it('never leaves the site', () => {
    for (const value of [
      'https://evil.example/admin',
      '//evil.example/admin',
      '/\\evil.example/admin',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/admin\n//evil.example',
    ]) {
      expect(safeAdminRedirect(value)).toBe('/admin');
    }
  });

  it('stays inside the admin area and does not loop back to the login page', () => {
    expect(safeAdminRedirect('/cart')).toBe('/admin');
    expect(safeAdminRedirect('/administrator')).toBe('/admin');
    expect(safeAdminRedirect('/admin/login?redirectTo=%2Fadmin')).toBe('/admin');
    expect(safeAdminRedirect('/admin/../cart')).toBe('/admin');
  });
});
