import { SearchX } from 'lucide-react';
import { ButtonLink } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { EmptyState } from '~/components/ui/empty-state';

/** An unknown product id: the page says so and offers the product list. */
export function ProductNotFound() {
  return (
    <Container className="py-16">
      <EmptyState
        as="h1"
        icon={<SearchX className="size-6" />}
        title="Product Not Found"
        description="This product may have sold out for good or moved. Discover our other K-beauty favourites."
        action={<ButtonLink to="/products">Explore Products</ButtonLink>}
      />
    </Container>
  );
}
