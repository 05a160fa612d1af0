import { Link, useLocation } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { buildBreadcrumbs } from './breadcrumbs';

/** Admin › section › sub-page, derived from the URL (docs/product.md#screens-and-routes Admin layout). */
export function AdminBreadcrumbs() {
  const { pathname } = useLocation();
  const crumbs = buildBreadcrumbs(pathname);
  return (
    <nav aria-label="Breadcrumb" className="min-w-0">
      <ol className="flex min-w-0 items-center gap-1.5 text-sm">
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`} className="flex min-w-0 items-center gap-1.5">
            {index > 0 ? (
              <ChevronRight aria-hidden="true" className="size-3.5 shrink-0 text-ink-muted/60" />
            ) : null}
            {crumb.to ? (
              <Link
                to={crumb.to}
                className="truncate rounded text-ink-muted underline-offset-4 transition-colors hover:text-blush-700 hover:underline"
              >
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="truncate font-semibold text-ink">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
