import { useCallback, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ArrowRight, ChevronDown } from 'lucide-react';
import { cn } from '~/components/ui/cn';
import { categoryHref, categoryLook } from '~/lib/catalog/category-look';
import { useDismiss } from './use-dismiss';

/**
 * Desktop Categories dropdown, a disclosure: the button carries aria-expanded; Escape closes and
 * returns focus to it; a click outside or focus leaving the menu closes it.
 */
export function CategoriesMenu({
  categories,
  triggerClassName,
}: {
  categories: string[];
  triggerClassName: string;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const inside = useRef([buttonRef, panelRef]).current;
  const { pathname, search } = useLocation();
  const current = pathname === '/products' ? new URLSearchParams(search).get('category') : null;

  const dismiss = useCallback((reason: 'escape' | 'outside') => {
    setOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  }, []);
  useDismiss(open, dismiss, inside);

  return (
    <div
      className="relative"
      onBlur={(event) => {
        // Tabbing out closes; a null relatedTarget (click on blank space) is left to useDismiss.
        const next = event.relatedTarget as Node | null;
        if (open && next && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className={cn(triggerClassName, current && 'text-blush-700')}
      >
        Categories
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 transition-transform duration-200', open && 'rotate-180')}
        />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className="absolute top-full left-1/2 z-50 mt-3 w-[22rem] -translate-x-1/2 animate-pop-in rounded-card border border-line/70 bg-surface p-2 shadow-lift"
      >
        {/* Filled only when open: every page's server render would otherwise carry the hidden
            links and icons (the footer lists the categories for crawlers and keyboard users). */}
        {open ? (
          <>
            <ul className="grid gap-1">
              {categories.map((name) => {
                const { Icon, chip, blurb } = categoryLook(name);
                return (
                  <li key={name}>
                    <Link
                      to={categoryHref(name)}
                      onClick={() => setOpen(false)}
                      aria-current={current === name ? 'page' : undefined}
                      className="flex min-h-11 items-center gap-3 rounded-xl px-3 py-2.5 transition-colors hover:bg-blush-50 aria-[current=page]:bg-blush-50"
                    >
                      <span
                        aria-hidden="true"
                        className={cn('grid size-10 shrink-0 place-items-center rounded-full', chip)}
                      >
                        <Icon className="size-5" strokeWidth={1.75} />
                      </span>
                      <span>
                        <span className="block text-sm font-semibold text-ink">{name}</span>
                        <span className="block text-xs text-ink-muted">{blurb}</span>
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
            <Link
              to="/products"
              onClick={() => setOpen(false)}
              className="mt-1 flex min-h-11 items-center justify-between rounded-xl border-t border-line px-3 pt-3 pb-2 text-sm font-semibold text-blush-700 hover:text-blush-800"
            >
              Shop all products
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </>
        ) : null}
      </div>
    </div>
  );
}
