import { formatUsd, type HeaderPromotion } from '@seoul-glow/shared';

/**
 * The header promo's words for a code (docs/product.md#what-the-store-does), as close as can be to
 * the first specification's 'Get your first purchase with …': the offer, then the code.
 */
export function promoText(p: HeaderPromotion): { before: string; code: string } {
  const purchase = p.firstOrderOnly ? 'your first purchase' : 'your purchase';
  const before =
    p.kind === 'free-shipping'
      ? `Get free shipping on ${purchase} with code`
      : `Get ${p.kind === 'percent' ? `${p.value}%` : formatUsd(p.value)} off ${purchase} with code`;
  return { before, code: p.code };
}

/** A page kept from before the code ended must not go on naming it. */
export function promoEnded(p: HeaderPromotion, now: number): boolean {
  return p.endsAt !== null && new Date(p.endsAt).getTime() <= now;
}
