import { formatUsd } from '@seoul-glow/shared';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A date, or 'N/A' when absent or unreadable (docs/product.md#screens-and-routes categories). */
export function formatDate(value: string | null | undefined, withTime = false): string {
  if (!value) return 'N/A';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return 'N/A';
  return (withTime ? dateTimeFormat : dateFormat).format(d);
}

export { formatUsd };

export function formatWeight(kg: number): string {
  return `${kg.toFixed(2).replace(/\.?0+$/, '') || '0'} kg`;
}
