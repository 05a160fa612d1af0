/** The header's primary links (docs/product.md#screens-and-routes); the Categories dropdown sits between Home and Shop All. */
export const PRIMARY_LINKS = {
  home: { to: '/', label: 'Home' },
  shop: { to: '/products', label: 'Shop All' },
  /** The skin quiz and the routine it builds (docs/product.md#the-beauty-assistant). */
  quiz: { to: '/skin-quiz', label: 'Skin Quiz' },
  contact: { to: '/contact', label: 'Contact Us' },
} as const;
