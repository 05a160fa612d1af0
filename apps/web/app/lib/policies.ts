/** The store's three policy pages, linked from the footer and from each other (docs/product.md#screens-and-routes). */
export const POLICY_LINKS = [
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/cookies', label: 'Cookie Policy' },
] as const;
