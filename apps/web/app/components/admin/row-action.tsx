import { Link } from 'react-router';
import { Pencil, Trash2 } from 'lucide-react';
import { cn } from '~/components/ui/cn';

const ICONS = { edit: Pencil, delete: Trash2 };
const TONES = {
  edit: 'hover:bg-blush-50 hover:text-blush-700',
  delete: 'hover:bg-red-50 hover:text-red-700',
};
// On a phone card the target is the full 44 px; in a table row two sit side by side.
const PLACES = { card: 'grid size-11', table: 'inline-grid size-10' };

/** The edit or delete icon of an admin list row: a link when `to` is given, else a button. */
export function RowAction({
  action,
  label,
  place,
  to,
  onClick,
}: {
  action: 'edit' | 'delete';
  label: string;
  place: 'card' | 'table';
  to?: string;
  onClick?: () => void;
}) {
  const Icon = ICONS[action];
  const className = cn(PLACES[place], 'place-items-center rounded-lg text-ink-muted', TONES[action]);
  const icon = <Icon aria-hidden="true" className="size-4" />;
  if (to) {
    return (
      <Link to={to} aria-label={label} className={className}>
        {icon}
      </Link>
    );
  }
  return (
    <button type="button" onClick={onClick} aria-label={label} className={className}>
      {icon}
    </button>
  );
}
