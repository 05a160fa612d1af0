import { useEffect, useState } from 'react';
import { ShoppingBag } from 'lucide-react';
import { STORE_NAME } from '@seoul-glow/shared';
import { ButtonLink } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { EmptyState } from '~/components/ui/empty-state';
import { LoadingBlock } from '~/components/ui/spinner';
import { CartLines } from '~/features/cart/cart-lines';
import { CartSummary } from '~/features/cart/cart-summary';
import { useCartItems } from '~/lib/cart/cart-store';
import { useCartLink } from '~/lib/cart/cart-link';
import { problemText, useCartQuote } from '~/lib/cart/use-cart-quote';
import { saveShipCountry, usePromoCode } from '~/lib/cart/checkout-choices';
import { useCountries } from '~/lib/cart/use-shipping';
import { useHydrated } from '~/lib/use-hydrated';

export const meta = () => [
  { title: `Your Cart | ${STORE_NAME}` },
  {
    name: 'description',
    content: `Review the K-beauty products in your ${STORE_NAME} cart before checkout.`,
  },
  { name: 'robots', content: 'noindex' },
];

export default function CartPage() {
  // A cart link from an outside agent (/cart?items=…) fills the cart when it is opened.
  useCartLink();
  const hydrated = useHydrated();
  const items = useCartItems();
  const { countries, defaultCountry } = useCountries();
  const [country, setCountry] = useState('');
  useEffect(() => {
    if (!country && defaultCountry) setCountry(defaultCountry);
  }, [country, defaultCountry]);
  // The country chosen here is the one checkout starts with, and back (docs/product.md#shipping).
  const chooseCountry = (c: string) => {
    setCountry(c);
    saveShipCountry(c);
  };
  const promoCode = usePromoCode();
  const quote = useCartQuote(items, country, promoCode);
  const { shipping } = quote;
  const blocked = items.some((i) => problemText(quote.lines.get(i.productId), i.quantity));

  if (!hydrated) {
    return (
      <Container className="py-16">
        <LoadingBlock />
      </Container>
    );
  }
  if (items.length === 0) {
    return (
      <Container className="py-12 sm:py-16">
        <EmptyState
          as="h1"
          icon={<ShoppingBag className="size-6" />}
          title="Your Beauty Cart is Empty"
          description="Discover K-beauty essentials picked for glowing skin."
          action={<ButtonLink to="/products">Explore Products</ButtonLink>}
        />
      </Container>
    );
  }
  const count = items.reduce((n, i) => n + i.quantity, 0);
  return (
    <Container className="py-8 sm:py-12">
      <h1 className="font-display text-3xl sm:text-4xl">Shopping Cart</h1>
      <p className="mt-1 text-ink-muted">
        {count} {count === 1 ? 'item' : 'items'} in your cart
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_360px] lg:items-start">
        <CartLines items={items} quote={quote} />
        <CartSummary
          items={items}
          subtotal={quote.subtotal}
          shipping={shipping}
          countries={countries}
          country={country}
          onCountry={chooseCountry}
          blocked={blocked}
        />
      </div>
    </Container>
  );
}
