import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { categoryHref } from '~/lib/catalog/category-look';

/** Home › Products › category › product, the last one the current page. */
export function ProductBreadcrumb({ name, categoryName }: { name: string; categoryName: string | null }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-5 text-sm text-ink-muted">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link to="/" className="hover:text-ink">
            Home
          </Link>
        </li>
        <Separator />
        <li>
          <Link to="/products" className="hover:text-ink">
            Products
          </Link>
        </li>
        {categoryName ? (
          <>
            <Separator />
            <li>
              <Link to={categoryHref(categoryName)} className="hover:text-ink">
                {categoryName}
              </Link>
            </li>
          </>
        ) : null}
        <Separator />
        <li aria-current="page" className="max-w-[14rem] truncate font-medium text-ink">
          {name}
        </li>
      </ol>
    </nav>
  );
}

function Separator() {
  return (
    <li aria-hidden="true">
      <ChevronRight className="size-3.5" />
    </li>
  );
}
