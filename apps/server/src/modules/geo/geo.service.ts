import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// geoip-country loads its bundled country database (~7 MB) into memory on first use.
let geoip: { lookup(ip: string): { country: string } | null } | undefined;
function database() {
  geoip ??= require('geoip-country') as typeof geoip;
  return geoip!;
}

/** Where Intl's English region name differs from the shipping zones' spelling. */
const ZONE_NAMES: Record<string, string> = {
  HK: 'Hong Kong',
  MO: 'Macao',
  KR: 'South Korea',
  TW: 'Taiwan',
  US: 'United States',
  GB: 'United Kingdom',
  AE: 'United Arab Emirates',
  VN: 'Vietnam',
};
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

export function countryNameOf(isoCode: string): string | null {
  const code = isoCode.toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return null;
  try {
    return ZONE_NAMES[code] ?? regionNames.of(code) ?? null;
  } catch {
    return null;
  }
}

/** docs/product.md#where-we-differ-from-the-first-specification: the visitor's country from their IP, offline; null when unknown (private ranges). */
export function countryOfIp(ip: string): string | null {
  const hit = database().lookup(ip.replace(/^::ffff:/, ''));
  return hit?.country ? countryNameOf(hit.country) : null;
}
