/** Money is integer cents everywhere; dollars exist only at the API edge and in the UI (docs/product.md#what-the-store-keeps). */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/**
 * "$1,234.50", as `Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })` writes it
 * (a test compares the two). Not Intl itself: the first Intl formatter a page creates loads the
 * locale data, and this module is evaluated on every store page before it can hydrate (~60 ms of
 * main thread on a slow phone, a quarter of the product list's blocking time in Lighthouse).
 */
export function formatUsd(dollars: number): string {
  const sign = dollars < 0 || Object.is(dollars, -0) ? '-' : '';
  const [whole, fraction] = roundToCents(Math.abs(dollars));
  return `${sign}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/**
 * Rounds as ICU does: the shortest decimal that reads back as the same double ("164000.835"),
 * rounded half away from zero, not the double's exact binary value (164000.83499…).
 */
function roundToCents(abs: number): [string, string] {
  const text = String(abs);
  if (!/^\d+(\.\d+)?$/.test(text)) {
    // Exponent forms: far below a cent, or far above any price.
    const [whole = '0', fraction = '00'] = abs.toFixed(2).split('.');
    return [whole, fraction];
  }
  const [whole = '0', decimals = ''] = text.split('.');
  let cents = BigInt(whole + decimals.slice(0, 2).padEnd(2, '0'));
  if ((decimals[2] ?? '0') >= '5') cents += 1n;
  const digits = cents.toString().padStart(3, '0');
  return [digits.slice(0, -2), digits.slice(-2)];
}
