import { ownEntry } from '@seoul-glow/shared';

export interface Crumb {
  label: string;
  /** Absent on the current page, which is not a link. */
  to?: string;
}

const LABELS: Record<string, string> = {
  products: 'Products',
  categories: 'Categories',
  orders: 'Orders',
  settings: 'Settings',
  guide: 'Guide',
  new: 'New',
  edit: 'Edit',
};

function labelFor(segment: string): string {
  const known = ownEntry(LABELS, segment);
  if (known) return known;
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    /* keep the raw segment */
  }
  return text.charAt(0).toUpperCase() + text.slice(1).replace(/[-_]+/g, ' ');
}

/**
 * The admin breadcrumb trail from the URL: /admin/products/new → Admin › Products › New.
 * An id segment (/admin/products/12/edit) is not a page of its own, so it gets no crumb.
 */
export function buildBreadcrumbs(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] !== 'admin') return [];
  const rest = segments.slice(1);
  const crumbs: Crumb[] = [{ label: 'Admin', to: '/admin' }];
  if (rest.length === 0) return [...crumbs, { label: 'Dashboard' }];
  let path = '/admin';
  rest.forEach((segment, index) => {
    path += `/${segment}`;
    const isId = /^\d+$/.test(segment) && index > 0;
    if (!isId) crumbs.push({ label: labelFor(segment), to: path });
  });
  const last = crumbs[crumbs.length - 1];
  if (last) delete last.to;
  return crumbs;
}
