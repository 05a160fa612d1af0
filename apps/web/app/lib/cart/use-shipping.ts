import { useEffect, useMemo, useState } from 'react';
import { api, type ShippingQuote } from '@seoul-glow/shared';
import { callApi } from '~/lib/api-client';
import type { CartItem } from './cart-store';
import { readShipCountry } from './checkout-choices';

/** Put the visitor's country first (docs/product.md#the-api: the default country is placed first in the list). */
export function orderCountries(countries: string[], preferred: string | null): string[] {
  if (!preferred) return countries;
  const match = countries.find((c) => c.toLowerCase() === preferred.toLowerCase());
  return match ? [match, ...countries.filter((c) => c !== match)] : countries;
}

/**
 * The country to start with (docs/product.md#shipping): the one the shopper chose before (the cart
 * and checkout carry it), else the one the location lookup knows, as the list spells it; else
 * none, and the list shows 'Select your country'. Never simply the first of the list.
 */
export function pickCountry(countries: string[], chosen: string | null, located: string | null): string {
  const find = (c: string | null) =>
    c ? countries.find((x) => x.toLowerCase() === c.toLowerCase()) : undefined;
  return find(chosen) ?? find(located) ?? '';
}

/** The server's shipping countries and the visitor's own (geo lookup on the server, docs/product.md#where-we-differ-from-the-first-specification). */
export function useCountries() {
  const [countries, setCountries] = useState<string[]>([]);
  const [userCountry, setUserCountry] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    const list = callApi(api.shipping.countries)
      .then((r) => r.data?.countries ?? [])
      // docs/product.md#messages: a countries fetch failure is only logged.
      .catch((err) => (console.error(err), [] as string[]));
    const mine = callApi(api.shipping.userCountry)
      .then((r) => r.data?.country ?? null)
      // docs/product.md#messages: a country lookup failure is only logged.
      .catch((err) => (console.error(err), null));
    void Promise.all([list, mine]).then(([c, u]) => {
      if (!live) return;
      setCountries(c);
      setUserCountry(u);
      setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, []);
  const ordered = useMemo(() => orderCountries(countries, userCountry), [countries, userCountry]);
  const defaultCountry = useMemo(
    () => (loaded ? pickCountry(ordered, readShipCountry(), userCountry) : ''),
    [loaded, ordered, userCountry],
  );
  return { countries: ordered, userCountry, defaultCountry, loaded };
}

export interface ShippingState extends ShippingQuote {
  loading: boolean;
}

const UNAVAILABLE: ShippingState = {
  shippingFee: 0,
  isFree: false,
  available: false,
  discount: 0,
  promoCode: null,
  promoError: null,
  loading: false,
};

/**
 * The fee and the promo code's discount for this cart and country, asked again whenever either
 * changes (docs/product.md#how-things-change); skipped for an empty cart (docs/product.md#validation)
 * and, without a code, while no country is chosen. A failed call counts as fee 0, not available
 * (docs/product.md#messages).
 */
export function useShippingFee(
  items: CartItem[],
  country: string,
  promoCode: string | null = null,
): ShippingState {
  const key = JSON.stringify(items);
  const [state, setState] = useState<ShippingState>({ ...UNAVAILABLE, loading: items.length > 0 });
  useEffect(() => {
    const wanted = JSON.parse(key) as CartItem[];
    if (wanted.length === 0 || (!country && !promoCode)) {
      setState({ ...UNAVAILABLE, loading: false });
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    callApi(api.shipping.calculate, {
      body: { items: wanted, country, promoCode },
      signal: controller.signal,
    })
      .then((r) => setState({ ...(r.data ?? UNAVAILABLE), loading: false }))
      .catch((err: Error) => {
        if (err.name === 'AbortError') return;
        console.error(err);
        setState(UNAVAILABLE);
      });
    return () => controller.abort();
  }, [key, country, promoCode]);
  return state;
}
