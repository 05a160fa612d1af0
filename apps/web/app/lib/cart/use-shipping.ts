import { useEffect, useMemo, useState } from 'react';
import { api, type ShippingQuote } from '@seoul-glow/shared';
import { callApi } from '~/lib/api-client';
import type { CartItem } from './cart-store';

/** Put the visitor's country first (docs/product.md#the-api: the default country is placed first in the list). */
export function orderCountries(countries: string[], preferred: string | null): string[] {
  if (!preferred) return countries;
  const match = countries.find((c) => c.toLowerCase() === preferred.toLowerCase());
  return match ? [match, ...countries.filter((c) => c !== match)] : countries;
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
  const defaultCountry = ordered[0] ?? '';
  return { countries: ordered, userCountry, defaultCountry, loaded };
}

export interface ShippingState extends ShippingQuote {
  loading: boolean;
}

const UNAVAILABLE: ShippingState = { shippingFee: 0, isFree: false, available: false, loading: false };

/**
 * The fee for this cart and country, recalculated whenever either changes (docs/product.md#how-things-change); skipped for
 * an empty cart (docs/product.md#validation). A failed call counts as fee 0, not available (docs/product.md#messages).
 */
export function useShippingFee(items: CartItem[], country: string): ShippingState {
  const key = JSON.stringify(items);
  const [state, setState] = useState<ShippingState>({ ...UNAVAILABLE, loading: items.length > 0 });

  useEffect(() => {
    const wanted = JSON.parse(key) as CartItem[];
    if (wanted.length === 0 || !country) {
      setState({ ...UNAVAILABLE, loading: false });
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    callApi(api.shipping.calculate, {
      body: { items: wanted, country },
      signal: controller.signal,
    })
      .then((r) => setState({ ...(r.data ?? UNAVAILABLE), loading: false }))
      .catch((err: Error) => {
        if (err.name === 'AbortError') return;
        console.error(err);
        setState(UNAVAILABLE);
      });
    return () => controller.abort();
  }, [key, country]);

  return state;
}
