import { Menu, Plus } from 'lucide-react';
import { ButtonLink } from '~/components/ui/button';
import { AdminBreadcrumbs } from './admin-breadcrumbs';
import { AdminWordmark } from './admin-wordmark';

interface AdminTopBarProps {
  menuOpen: boolean;
  onOpenMenu: () => void;
}

/**
 * Breadcrumbs and the 'Add Product' shortcut (docs/product.md#screens-and-routes). On phones the menu button and wordmark
 * take the first row and the breadcrumbs wrap onto a second one.
 */
export function AdminTopBar({ menuOpen, onOpenMenu }: AdminTopBarProps) {
  return (
    <header className="sticky top-0 z-30 border-b border-line/80 bg-canvas/80 backdrop-blur-md">
      <div className="flex flex-wrap items-center gap-x-3 px-4 sm:px-6 lg:h-16 lg:flex-nowrap lg:px-10">
        <button
          type="button"
          onClick={onOpenMenu}
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          aria-controls="admin-nav-drawer"
          className="-ml-2 grid size-11 shrink-0 place-items-center rounded-xl text-ink transition-colors hover:bg-blush-50 lg:hidden"
        >
          <Menu aria-hidden="true" className="size-5" />
        </button>
        <div className="flex h-16 min-w-0 items-center lg:hidden">
          <AdminWordmark compact />
        </div>
        <div className="order-last -mx-4 w-[calc(100%+2rem)] border-t border-line/60 px-4 py-2.5 sm:-mx-6 sm:w-[calc(100%+3rem)] sm:px-6 lg:order-none lg:mx-0 lg:w-auto lg:min-w-0 lg:border-0 lg:p-0">
          <AdminBreadcrumbs />
        </div>
        <ButtonLink to="/admin/products/new" size="sm" className="ml-auto pr-4 pl-3">
          <Plus aria-hidden="true" className="size-4" />
          Add Product
        </ButtonLink>
      </div>
    </header>
  );
}
