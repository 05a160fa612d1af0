import { useEffect, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';

// Tailwind's lg breakpoint, where the sidebar is always shown and the drawer has no place.
const DESKTOP_QUERY = '(min-width: 64rem)';

interface AdminNavDrawerProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The sidebar on phones: a modal <dialog>, so the browser keeps focus inside it, makes the page
 * behind inert, closes it on Escape and returns focus to the menu button.
 */
export function AdminNavDrawer({ open, onClose, children }: AdminNavDrawerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    // A modal dialog does not stop the page behind it from scrolling.
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const closeOnDesktop = () => desktop.matches && onClose();
    desktop.addEventListener('change', closeOnDesktop);
    return () => {
      root.style.overflow = previous;
      desktop.removeEventListener('change', closeOnDesktop);
    };
  }, [open, onClose]);

  return (
    <dialog
      ref={dialogRef}
      id="admin-nav-drawer"
      aria-label="Admin menu"
      onClose={onClose}
      // A click on the backdrop lands on the <dialog> itself; clicks in the panel land on its children.
      onClick={(event) => event.target === dialogRef.current && onClose()}
      className="m-0 h-dvh max-h-none w-80 max-w-[86vw] bg-surface p-0 text-ink shadow-lift transition-transform duration-200 ease-out backdrop:animate-fade-in starting:open:-translate-x-full"
    >
      <div className="relative h-full">
        <button
          type="button"
          onClick={onClose}
          aria-label="Close menu"
          className="absolute top-2.5 right-3 z-10 grid size-11 place-items-center rounded-xl text-ink-muted transition-colors hover:bg-blush-50 hover:text-ink"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
        {children}
      </div>
    </dialog>
  );
}
