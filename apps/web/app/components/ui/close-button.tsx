import { X } from 'lucide-react';

/** The round × button in the corner of a dialog's header (modals, the cart drawer). */
export function CloseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="-mr-2 grid size-11 shrink-0 place-items-center rounded-full text-ink-muted transition-colors hover:bg-blush-50 hover:text-ink"
    >
      <X aria-hidden="true" className="size-5" />
      <span className="sr-only">{label}</span>
    </button>
  );
}
