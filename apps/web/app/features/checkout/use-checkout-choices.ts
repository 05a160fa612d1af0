import { useState } from 'react';
import type { SampleChoice } from '@seoul-glow/shared';
import { usePromoCode } from '~/lib/cart/checkout-choices';

/**
 * What the checkout adds to the cart (docs/product.md#checkout): the promo code applied here or on
 * /cart, the free sample ('surprise me' until the shopper picks one), and whether the shopper
 * tried to pay without a country (then the list asks for one).
 */
export function useCheckoutChoices() {
  const promoCode = usePromoCode();
  const [sample, setSample] = useState<SampleChoice>('surprise');
  const [countryAsked, setCountryAsked] = useState(false);
  return { promoCode, sample, setSample, countryAsked, askCountry: () => setCountryAsked(true) };
}
