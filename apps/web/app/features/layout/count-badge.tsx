/** The little blush bubble on the wishlist and cart icons; hidden at 0 (and on the server). */
export function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 animate-pop-in place-items-center rounded-full bg-blush-600 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-canvas tabular-nums"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** "3 items" for accessible names. */
export function itemsLabel(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}
