import { useEffect, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@seoul-glow/shared';
import { Container } from '~/components/ui/container';
import { LoadingBlock } from '~/components/ui/spinner';
import { useCartItems } from '~/lib/cart/cart-store';
import { problemText, useCartQuote } from '~/lib/cart/use-cart-quote';
import { PromoCodeField } from '~/components/checkout/promo-code-field';
import { useCountries } from '~/lib/cart/use-shipping';
import { useHydrated } from '~/lib/use-hydrated';
import { validateCard, type CardErrors, type CardFields } from './card-format';
import { AddressFieldset, ContactFieldset } from './checkout-fields';
import { validateCheckout } from './checkout-form-model';
import { CheckoutSubmit } from './checkout-submit';
import { CheckoutSummary } from './checkout-summary';
import { DemoBanner } from './demo-banner';
import { PaymentFieldset } from './payment-fieldset';
import { revealProblem } from './reveal-problem';
import { ResumeNotice } from './resume-notice';
import { SamplePicker } from './sample-picker';
import { useCheckoutChoices } from './use-checkout-choices';
import { useCheckoutForm } from './use-checkout-form';
import { usePayment } from './use-payment';
import { usePlaceOrder } from './use-place-order';

const M = MESSAGES.checkout;

/** /checkout: the server-authoritative checkout of docs/product.md#checkout. */
/** The typed email once it has the shape of an address (a quote per keystroke before that is waste). */
function wholeEmail(email: string): string | null {
  const trimmed = email.trim();
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(trimmed) ? trimmed : null;
}

export function CheckoutPage() {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const items = useCartItems();
  const { countries, defaultCountry } = useCountries();
  const { form, setForm, errors, setErrors, edit } = useCheckoutForm();
  const [card, setCard] = useState<CardFields>({ number: '', expiry: '', cvc: '' });
  const [cardErrors, setCardErrors] = useState<CardErrors>({});
  const { promoCode, sample, setSample, countryAsked, askCountry } = useCheckoutChoices();
  // The summary is what the server would charge: with a code, the quote knows the email too, so
  // a code this email already used shows its reason at the code field before paying.
  const quote = useCartQuote(items, form.country, promoCode, promoCode ? wholeEmail(form.email) : null);
  const { shipping } = quote;
  const { config, stripe, confirm } = usePayment(card);
  const { busy, resuming, placed, place, resume, cardProblem, clearCardProblem } = usePlaceOrder(confirm);

  // An empty cart has nothing to check out (but the order this page just placed emptied it).
  useEffect(() => {
    if (hydrated && items.length === 0 && !placed.current && !resuming) navigate('/cart', { replace: true });
  }, [hydrated, items.length, navigate, placed, resuming]);

  // A payment this tab already made (then reloaded, or lost the connection): finish its order.
  useEffect(() => {
    if (!hydrated) return;
    const pending = resume();
    if (pending) setForm(pending.form);
  }, [hydrated, resume, setForm]);

  useEffect(() => {
    if (!form.country && defaultCountry) setForm((f) => ({ ...f, country: defaultCountry }));
  }, [form.country, defaultCountry, setForm]);

  // A refused card: once the alert is closed, the card field and its message are in view.
  useEffect(() => {
    if (cardProblem) revealProblem(document.getElementById('payment'));
  }, [cardProblem]);

  const noShipping = Boolean(form.country) && !shipping.loading && !shipping.available;
  const countryError = noShipping ? M.noShipping : !form.country && countryAsked ? M.countryRequired : null;
  // A code that no longer fits the cart is shown under the code; the order waits for the shopper.
  const promoProblem = Boolean(promoCode && shipping.promoError);
  const blocked = items.some((i) => problemText(quote.lines.get(i.productId), i.quantity));

  const editCard = (field: keyof CardFields, value: string) => {
    setCard((c) => ({ ...c, [field]: value }));
    setCardErrors((e) => ({ ...e, [field]: undefined }));
    clearCardProblem();
  };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const formErrors = validateCheckout(form);
    const cardProblems = config.provider === 'demo' ? validateCard(card) : {};
    // Rendered at once, so the fields marked invalid can be found and focused below.
    flushSync(() => {
      setErrors(formErrors);
      setCardErrors(cardProblems);
      if (!form.country) askCountry();
    });
    const invalid = Object.keys(formErrors).length || Object.keys(cardProblems).length;
    if (invalid || !form.country || noShipping || shipping.loading || blocked || promoProblem) {
      revealProblem(event.currentTarget as HTMLElement);
      return;
    }
    void place(items, form, { promoCode, sample });
  }

  if (!hydrated || items.length === 0) {
    return (
      <Container className="py-16">
        <LoadingBlock />
      </Container>
    );
  }

  const fields = { form, errors, edit, busy };
  return (
    <Container className="py-8 sm:py-12">
      <h1 className="font-display text-3xl sm:text-4xl">Checkout</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_380px] lg:items-start">
        <form noValidate onSubmit={onSubmit} className="min-w-0 space-y-6" aria-busy={busy}>
          <DemoBanner />
          {resuming ? <ResumeNotice /> : null}
          <ContactFieldset {...fields} />
          <AddressFieldset {...fields} countries={countries} countryError={countryError} />
          <SamplePicker value={sample} onChange={setSample} busy={busy} />
          <PaymentFieldset {...{ config, stripe, card, cardErrors, busy, editCard }} problem={cardProblem} />
          <CheckoutSubmit blocked={blocked} busy={busy} />
        </form>
        <div className="order-first min-w-0 lg:sticky lg:top-28 lg:order-last">
          <CheckoutSummary items={items} quote={quote} shipping={shipping} country={form.country}>
            <PromoCodeField
              items={items}
              email={form.email}
              country={form.country}
              problem={shipping.promoError}
            />
          </CheckoutSummary>
        </div>
      </div>
    </Container>
  );
}
