import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Lock } from 'lucide-react';
import { MESSAGES } from '@seoul-glow/shared';
import { Button } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { Field, FieldError, Input, Select } from '~/components/ui/field';
import { LoadingBlock } from '~/components/ui/spinner';
import { clearCart, useCartItems } from '~/lib/cart/cart-store';
import { problemText, useCartQuote } from '~/lib/cart/use-cart-quote';
import { recordPlacedOrder } from '~/lib/orders/placed-orders';
import { validateCard, type CardErrors, type CardFields } from './card-format';
import { CheckoutSummary } from './checkout-summary';
import {
  EMPTY_FORM,
  validateCheckout,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutForm,
} from './checkout-form-model';
import { DemoBanner } from './demo-banner';
import { DemoCardInput } from './demo-card-input';
import { StripeCardInput } from './stripe-card';
import { CheckoutAlert, submitOrder } from './submit-order';
import { usePayment } from './use-payment';
import { useCountries, useShippingFee } from '~/lib/cart/use-shipping';
import { useHydrated } from '~/lib/use-hydrated';

const TEXT_FIELDS: {
  name: Exclude<CheckoutField, 'country' | 'email'>;
  label: string;
  autoComplete: string;
  wide?: boolean;
  optional?: boolean;
}[] = [
  { name: 'fullName', label: 'Full Name', autoComplete: 'name', wide: true },
  { name: 'addressLine1', label: 'Address Line 1', autoComplete: 'address-line1', wide: true },
  {
    name: 'addressLine2',
    label: 'Address Line 2 (optional)',
    autoComplete: 'address-line2',
    wide: true,
    optional: true,
  },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
  { name: 'postalCode', label: 'Postal Code', autoComplete: 'postal-code' },
];

/** /checkout (SPEC §2, §4, §5): the server-authoritative checkout of DESIGN §6. */
export function CheckoutPage() {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const items = useCartItems();
  const quote = useCartQuote(items);
  const { countries, defaultCountry } = useCountries();
  const [form, setForm] = useState<CheckoutForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [card, setCard] = useState<CardFields>({ number: '', expiry: '', cvc: '' });
  const [cardErrors, setCardErrors] = useState<CardErrors>({});
  const [busy, setBusy] = useState(false);
  const placed = useRef(false);
  const shipping = useShippingFee(items, form.country);
  const { config, stripe, confirm } = usePayment(card);

  // SPEC §2: an empty cart has nothing to check out (not after this page placed the order).
  useEffect(() => {
    if (hydrated && items.length === 0 && !placed.current) navigate('/cart', { replace: true });
  }, [hydrated, items.length, navigate]);

  useEffect(() => {
    if (!form.country && defaultCountry) setForm((f) => ({ ...f, country: defaultCountry }));
  }, [form.country, defaultCountry]);

  const noShipping = Boolean(form.country) && !shipping.loading && !shipping.available;
  const blocked = items.some((i) => problemText(quote.lines.get(i.productId), i.quantity));

  const edit = (field: CheckoutField, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    // SPEC §5: a field's error clears when edited.
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const editCard = (field: keyof CardFields, value: string) => {
    setCard((c) => ({ ...c, [field]: value }));
    setCardErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const formErrors = validateCheckout(form);
    const cardProblems = config.provider === 'demo' ? validateCard(card) : {};
    setErrors(formErrors);
    setCardErrors(cardProblems);
    if (
      Object.keys(formErrors).length ||
      Object.keys(cardProblems).length ||
      noShipping ||
      shipping.loading ||
      blocked
    ) {
      document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setBusy(true);
    try {
      const order = await submitOrder(items, form, confirm);
      placed.current = true;
      recordPlacedOrder({ orderId: order.orderId, placedAt: new Date().toISOString(), total: order.total });
      clearCart();
      navigate(`/payment/success?session_id=${encodeURIComponent(order.orderId)}`);
    } catch (err) {
      if (!(err instanceof CheckoutAlert)) console.error(err);
      window.alert(err instanceof CheckoutAlert ? err.message : MESSAGES.checkout.checkoutFailed);
      setBusy(false);
    }
  }

  if (!hydrated || items.length === 0) {
    return (
      <Container className="py-16">
        <LoadingBlock />
      </Container>
    );
  }

  return (
    <Container className="py-8 sm:py-12">
      <h1 className="font-display text-3xl sm:text-4xl">Checkout</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_380px] lg:items-start">
        <form noValidate onSubmit={onSubmit} className="min-w-0 space-y-6" aria-busy={busy}>
          <DemoBanner />
          <fieldset
            className="space-y-4 rounded-card border border-line bg-surface p-5 shadow-soft sm:p-6"
            disabled={busy}
          >
            <legend className="sr-only">Contact</legend>
            <h2 className="font-display text-xl">Contact</h2>
            <Field label="Email" error={errors.email} required>
              {(p) => (
                <Input
                  {...p}
                  type="email"
                  autoComplete="email"
                  value={form.email}
                  onChange={(e) => edit('email', e.target.value)}
                />
              )}
            </Field>
          </fieldset>
          <fieldset
            className="rounded-card border border-line bg-surface p-5 shadow-soft sm:p-6"
            disabled={busy}
          >
            <legend className="sr-only">Shipping address</legend>
            <h2 className="font-display text-xl">Shipping Address</h2>
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              {TEXT_FIELDS.map((f) => (
                <Field
                  key={f.name}
                  label={f.label}
                  error={errors[f.name]}
                  required={!f.optional}
                  className={f.wide ? 'sm:col-span-2' : undefined}
                >
                  {(p) => (
                    <Input
                      {...p}
                      required={!f.optional}
                      autoComplete={f.autoComplete}
                      value={form[f.name]}
                      onChange={(e) => edit(f.name, e.target.value)}
                    />
                  )}
                </Field>
              ))}
              <Field label="Country" error={noShipping ? MESSAGES.checkout.noShipping : null} required>
                {(p) => (
                  <Select
                    {...p}
                    autoComplete="country-name"
                    value={form.country}
                    onChange={(e) => edit('country', e.target.value)}
                  >
                    {countries.length === 0 ? <option value="">Loading countries...</option> : null}
                    {countries.map((c) => (
                      <option key={c} value={c}>
                        {c}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
            </div>
          </fieldset>
          <fieldset
            className="space-y-4 rounded-card border border-line bg-surface p-5 shadow-soft sm:p-6"
            disabled={busy}
          >
            <legend className="sr-only">Payment</legend>
            <h2 className="font-display text-xl">Payment</h2>
            {config.provider === 'stripe' && config.publishableKey ? (
              <StripeCardInput publishableKey={config.publishableKey} handle={stripe} />
            ) : (
              <DemoCardInput value={card} errors={cardErrors} disabled={busy} onChange={editCard} />
            )}
          </fieldset>
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
        </form>
        <div className="order-first min-w-0 lg:sticky lg:top-28 lg:order-last">
          <CheckoutSummary items={items} quote={quote} shipping={shipping} />
        </div>
      </div>
    </Container>
  );
}
