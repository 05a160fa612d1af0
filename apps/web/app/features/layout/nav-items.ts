/** The header's primary links (docs/product.md#screens-and-routes); the Categories dropdown sits between Home and Shop All. */
export const PRIMARY_LINKS = {
  home: { to: '/', label: 'Home' },
  shop: { to: '/products', label: 'Shop All' },
  contact: { to: '/contact', label: 'Contact Us' },
} as const;
