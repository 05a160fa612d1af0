/** User-facing texts of docs/product.md#validation and §8, word for word. Never paraphrase these. */
export const MESSAGES = {
  login: {
    failed: 'Login failed',
    network: 'Something went wrong. Please try again.',
    unexpected: 'An unexpected error occurred',
    invalidCredentials: 'Invalid email or password',
    inactive: 'Your account is inactive. Please contact a super admin.',
    locked: 'Too many failed sign-in attempts. Please try again in a few minutes.',
  },
  auth: {
    unauthorized: 'Authentication required',
    forbidden: 'You do not have permission to do that',
  },
  generic: {
    notFound: 'Not found',
    internal: 'An unexpected error occurred',
    rateLimited: 'Too many requests. Please slow down and try again shortly.',
    tooLarge: 'The request is too large',
    validation: 'Some fields are not valid',
  },
  checkout: {
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email',
    fullNameRequired: 'Full name is required',
    addressRequired: 'Address is required',
    cityRequired: 'City is required',
    stateRequired: 'State is required',
    postalCodeRequired: 'Postal code is required',
    noShipping: 'We currently do not offer shipping to your country. Please contact support for assistance.',
    placeFailed: 'Failed to place order, please try again later',
    stripeNotLoaded: 'Stripe has not loaded.',
    paymentFailed: 'Payment failed',
    checkoutFailed: 'Checkout failed.',
  },
  /** Checkout failures beyond docs/product.md#messages (server-authoritative protocol, docs/product.md#checkout). */
  buying: {
    productsUnavailable: 'Some products in your cart are no longer available. Please review your cart.',
    outOfStock: (name: string, left: number) =>
      left > 0
        ? `Only ${left} left of ${name}. Please lower the quantity in your cart.`
        : `${name} is out of stock.`,
    soldOutRefunded:
      'Sorry, an item in your order sold out while you were paying. No order was placed and your payment has been refunded in full.',
    cartChangedRefunded:
      'Your cart changed during checkout, so no order was placed and your payment has been refunded in full. Please review your cart and try again.',
    paymentNotCompleted: 'Your payment has not been completed. Please check your card details and try again.',
    paymentRefunded: 'This payment was refunded and cannot be used for an order.',
    notPlacedRefunded: 'Your order could not be placed, so your payment has been refunded in full.',
    noAddressRefunded:
      'We did not receive a shipping address with your payment, so no order was placed and your payment has been refunded in full.',
    intentUnknown: 'This payment could not be found. Please start checkout again.',
    intentAlreadyPaid: 'This payment has already been completed.',
    placeInterrupted:
      'Your payment went through, but we could not reach the store to finish your order. Reload this page to finish it: you will not be charged again.',
    resuming: 'Finishing the order you already paid for...',
  },
  payments: {
    /** The demo provider in plain words: the start log and the admin dashboard say it. */
    demoMode:
      'No real money is taken: cards are checked by the built-in demo provider and nothing is charged.',
    /** Admin → Orders: payments the store finished without the shopper (docs/product.md#checkout). */
    attentionEmpty: 'No payments need attention: every paid checkout became an order.',
  },
  /** docs/product.md#checkout: the demo provider's card messages (Stripe's wording). */
  card: {
    declined: 'Your card was declined.',
    insufficientFunds: 'Your card has insufficient funds.',
    expired: 'Your card has expired.',
    incorrectCvc: "Your card's security code is incorrect.",
    processingError: 'An error occurred while processing your card. Try again in a little bit.',
    invalidNumber: 'Your card number is invalid.',
    pastExpiry: "Your card's expiration date is in the past.",
    incomplete: 'Your card number is incomplete.',
    invalidExpiry: "Your card's expiration date is incomplete.",
    invalidCvc: "Your card's security code is incomplete.",
  },
  product: {
    nameRequired: 'Product name is required',
    descriptionRequired: 'Product description is required',
    videoInvalid: 'Enter a valid video URL',
    priceRequired: 'Price is required',
    pricePositive: 'Price must be greater than zero',
    categoryRequired: 'Category is required',
    weightRequired: 'Weight is required',
    weightNegative: 'Weight cannot be negative',
    imageRequired: 'At least one image is required',
    fieldExists: 'Field already exists.',
    loadFailed: 'Failed to load categories',
    loadException: 'Something went wrong while fetching categories',
    deleteFailed: 'Failed to delete product',
    updateFailed: 'Failed to update product',
    saveUnexpected: 'An unexpected error occurred. Please try again.',
    created: 'Product created successfully! Redirecting...',
    updated: 'Product updated successfully! Redirecting...',
    deleteConfirm: 'Are you sure you want to delete this product? This action cannot be undone.',
  },
  category: {
    addFailed: 'Failed to add category',
    updateFailed: 'Failed to update category',
    deleteFailed: 'Failed to delete category',
    unexpected: 'An unexpected error occurred. Please try again.',
    created: 'Category created successfully!',
    updated: 'Category updated successfully!',
    deleted: 'Category deleted successfully!',
    deleteConfirm: 'Are you sure you want to delete this category? This action cannot be undone.',
  },
  orders: {
    loadFailed: 'Failed to load orders',
    loadException: 'Something went wrong while fetching orders',
    notFoundTitle: 'Order Not Found',
    notFoundText: "We couldn't find your order details. Please check your email for confirmation.",
  },
  user: {
    nameRequired: 'Name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email',
    emailExists: 'Email already exists',
    passwordRequired: 'Password is required',
    passwordMin: 'Password must be at least 6 characters',
    saveFailed: 'Failed to save admin user',
    deleteFailed: 'Failed to delete user',
    loadFailed: 'Failed to load users',
    loadException: 'Something went wrong while fetching users',
    unexpected: 'An unexpected error occurred.',
    created: 'Admin user created successfully!',
    updated: 'Admin user updated successfully!',
    deleted: 'Admin user deleted successfully!',
    cannotDeleteSuperAdmin: 'Cannot delete Super Admin user',
    deleteConfirm: 'Are you sure you want to delete this admin user? This action cannot be undone.',
  },
  contact: {
    successTitle: 'Message Sent Successfully!',
    successText: "Thank you! We'll get back to you within 24 hours.",
    errorTitle: 'Oops! Something went wrong',
    errorText: 'Sorry, there was an error sending your message. Please try again.',
    sendFailed: 'Failed to send contact form',
  },
  chat: {
    micDenied: 'Unable to access microphone. Please check your permissions.',
    ocrFailed: 'Failed to extract text from image',
    processingFailed:
      "I'm having trouble processing that right now. Try asking about Korean skincare routines, ingredients, or upload a skin photo for analysis! 🌸",
    emptyContent: "I'm having trouble responding right now. Please try again!",
    limitTitle: 'Daily limit reached',
    limitText: "You've used all 15 daily messages. Come back tomorrow for more AI beauty advice!",
  },
  video: {
    loadFailed: 'Unable to load video.',
  },
  page: {
    unexpected: 'Unexpected Application Error!',
    loading: 'Loading...',
  },
} as const;
