/**
 * User-facing texts of docs/product.md#validation and docs/product.md#messages, word for word.
 * Never paraphrase these.
 *
 * MESSAGES is a module namespace of one module per group (messages/), not one object: a browser
 * chunk that reads `MESSAGES.page.unexpected` then carries that group alone. As one object shared
 * by the root route, every page downloaded every text of the store and its admin (~4 KB gzipped).
 */
export * as MESSAGES from './messages/index';

/**
 * Private order pages and Find my orders (docs/product.md#security). Apart from MESSAGES so they
 * stay out of the first-visit JavaScript: only the order pages and the success page read them.
 */
export const ORDER_ACCESS_MESSAGES = {
  proofTitle: 'Is this your order?',
  proofText:
    'Enter the email address used at checkout to see the name, shipping address and payment details.',
  proofLabel: 'Email used at checkout',
  proofButton: 'Show My Details',
  proofChecking: 'Checking...',
  proofFailed: "That email doesn't match this order. Use the address the confirmation was sent to.",
  confirmationSent: 'A confirmation email has been sent to the address on your order.',
  findTitle: 'Find My Orders',
  findText: "Enter the email address you used at checkout and we'll email you a link to each of your orders.",
  findButton: 'Email My Order Links',
  findSending: 'Sending...',
  findSent:
    'If there are orders for that address, a link to each of them is on its way. It can take a few minutes to arrive.',
} as const;

/** Settings → Privacy: a superadmin's export and erasure of one address (docs/product.md#security). */
export const PRIVACY_MESSAGES = {
  lookupFailed: 'Failed to look up personal data',
  eraseFailed: 'Failed to erase personal data',
  eraseConfirm:
    'Erase every personal detail kept for this address? Orders stay for the books without name, street, city, postal code or email. This cannot be undone.',
  erased: 'Personal data erased.',
  nothingFound: 'Nothing is kept for this address.',
} as const;
