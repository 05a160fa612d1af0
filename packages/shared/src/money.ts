/** Money is integer cents everywhere; dollars exist only at the API edge and in the UI (DESIGN §5). */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export function formatUsd(dollars: number): string {
  return usd.format(dollars);
}
