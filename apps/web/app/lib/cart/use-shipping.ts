import { useEffect, useMemo, useState } from 'react';
import { api } from '@seoul-glow/shared';
import { callApi } from '~/lib/api-client';
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
