import { describe, expect, it } from 'vitest';
import { buildBreadcrumbs } from './breadcrumbs';

describe('buildBreadcrumbs', () => {
  it('names the dashboard at /admin', () => {
    expect(buildBreadcrumbs('/admin')).toEqual([{ label: 'Admin', to: '/admin' }, { label: 'Dashboard' }]);
  });

  it('links every level but the current one', () => {
    expect(buildBreadcrumbs('/admin/products/new')).toEqual([
      { label: 'Admin', to: '/admin' },
      { label: 'Products', to: '/admin/products' },
      { label: 'New' },
    ]);
  });

  it('leaves ids out of the trail', () => {
    expect(buildBreadcrumbs('/admin/products/12/edit').map((c) => c.label)).toEqual([
      'Admin',
      'Products',
      'Edit',
    ]);
  });

  it("names a segment like one of Object.prototype's members by its own text", () => {
    expect(buildBreadcrumbs('/admin/constructor').map((c) => c.label)).toEqual(['Admin', 'Constructor']);
  });

  it('ignores a trailing slash', () => {
    expect(buildBreadcrumbs('/admin/orders/')).toEqual([
      { label: 'Admin', to: '/admin' },
      { label: 'Orders' },
    ]);
  });
});
