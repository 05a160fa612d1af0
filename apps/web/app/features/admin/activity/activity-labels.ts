import { ownEntry, type AuditEntry } from '@seoul-glow/shared';
import type { BadgeTone } from '~/components/ui/badge';

/** The areas of the audit log in words; an area added later shows its own name. */
const AREAS: Record<string, string> = {
  products: 'Products',
  categories: 'Categories',
  orders: 'Orders',
  users: 'Admin users',
  inbox: 'Inbox',
  auth: 'Account',
  twoFactor: 'Two-factor sign-in',
  'sign-in': 'Sign-ins',
  privacy: 'Privacy',
  promotions: 'Promotions',
  reviews: 'Reviews',
};

export function areaLabel(entity: string | null): string {
  if (!entity) return '—';
  return ownEntry(AREAS, entity) ?? entity.charAt(0).toUpperCase() + entity.slice(1);
}

export const OUTCOME: Record<AuditEntry['outcome'], { label: string; tone: BadgeTone }> = {
  success: { label: 'Done', tone: 'green' },
  refused: { label: 'Refused', tone: 'yellow' },
  failed: { label: 'Failed', tone: 'red' },
};

/** A change as one line: field: before → after. */
export function changeText(change: AuditEntry['changes'][number]): string {
  if (change.before !== undefined && change.after !== undefined) {
    return `${change.field}: ${change.before} → ${change.after}`;
  }
  if (change.before !== undefined) return `${change.field}: ${change.before} (removed)`;
  return `${change.field}: ${change.after ?? ''}`;
}
