import { Lock } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { FieldError } from '~/components/ui/field';

/** The order button, and why the order waits while a cart line cannot be bought as it is. */
export function CheckoutSubmit({ blocked, busy }: { blocked: boolean; busy: boolean }) {
  return (
    <>
      {blocked ? (
        <FieldError>
          Some items in your cart cannot be bought as they are. Please review your cart.
        </FieldError>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        <Lock aria-hidden="true" className="size-4" />
        {busy ? 'Processing Demo Order...' : 'Complete Order (Demo)'}
      </Button>
      <p className="text-center text-xs text-ink-muted">
        Secure checkout with SSL encryption · 30-day returns
      </p>
    </>
  );
}
