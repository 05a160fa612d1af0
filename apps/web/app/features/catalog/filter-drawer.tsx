import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { SlidersHorizontal } from 'lucide-react';
import { CloseButton } from '~/components/ui/close-button';
import { FilterPanel, type FilterPanelProps } from './filter-panel';
import { activeFilterCount } from './list-filters';

/**
 * The filters on a phone: a button opening them in a drawer (a native <dialog>, so focus is kept
 * inside and the page behind is inert). A choice reloads the list behind the drawer, which stays
 * open for the next one; "Show N products" closes it (without a count while the list loads, as the
 * count on screen is the last list's).
 */
export function FilterDrawer({ total, ...panel }: FilterPanelProps & { total: number | undefined }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDialogElement>(null);
  const { pathname } = useLocation();
  const count = activeFilterCount(panel.filters);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  // Leaving the list (a product link) closes it.
  useEffect(() => setOpen(false), [pathname]);

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className="inline-flex h-11 items-center gap-2 rounded-full border border-line bg-surface px-4 text-sm font-semibold text-ink hover:border-blush-300 lg:hidden"
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        Filters{count ? ` (${count})` : ''}
      </button>
      <dialog
        ref={ref}
        aria-labelledby="filter-drawer-title"
        onCancel={(event) => {
          event.preventDefault();
          setOpen(false);
        }}
        onClick={(event) => {
          if (event.target === event.currentTarget) setOpen(false);
        }}
        className="fixed inset-y-0 left-0 m-0 h-dvh max-h-dvh w-full max-w-sm bg-transparent p-0 text-ink backdrop:bg-ink/40"
      >
        {open ? (
          <div className="flex h-full flex-col bg-surface shadow-lift">
            <div className="flex items-center justify-between border-b border-line px-5 py-3">
              <h2 id="filter-drawer-title" className="font-display text-xl">
                Filters
              </h2>
              <CloseButton label="Close filters" onClick={() => setOpen(false)} />
            </div>
            <div className="flex-1 overflow-y-auto px-5 py-4">
              <FilterPanel {...panel} />
            </div>
            <div className="border-t border-line p-4">
              <button
                type="button"
                onClick={() => setOpen(false)}
                className="h-12 w-full rounded-full bg-ink text-sm font-semibold text-white hover:bg-blush-700"
              >
                {total === undefined ? 'Show products' : `Show ${total} product(s)`}
              </button>
            </div>
          </div>
        ) : null}
      </dialog>
    </>
  );
}
