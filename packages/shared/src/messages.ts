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
    /** No country chosen yet: the list starts at 'Select your country' (docs/product.md#shipping). */
    countryRequired: 'Please select your country',
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
    orderTooLarge:
      'This order is too large to pay for online (the most is $999,999.99). Please lower the quantities or contact us.',
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
  /** Promo codes and free samples (docs/product.md#checkout). */
  promo: {
    unknown: "We don't recognise this promo code. Please check it and try again.",
    paused: 'This promo code is not available right now.',
    expired: 'This promo code has expired.',
    notYetValid: (startsOn: string) => `This promo code is not valid yet. It starts on ${startsOn}.`,
    minimumNotMet: (missing: string, minimum: string) =>
      `Add ${missing} more to your cart to use this code (minimum order ${minimum}).`,
    usedByEmail: 'This promo code has already been used with this email address.',
    firstOrderOnly:
      'This promo code is for a first order only, and this email address has ordered with us before.',
    usedUp: 'This promo code has reached its usage limit.',
    notApplicable: "This promo code doesn't apply to the products in your cart.",
    /** A code that stopped applying between payment and order: the payment is refunded. */
    refunded: (reason: string) => `${reason} No order was placed and your payment has been refunded in full.`,
    codeRequired: 'Enter a promo code',
    codeInvalid: 'A code is 3 to 40 letters, numbers, - or _',
    codeExists: 'A promotion with this code already exists',
    kindRequired: 'Choose what the code takes off',
    valueRequired: 'Value is required',
    percentInvalid: 'A percentage is a whole number from 1 to 100',
    amountInvalid: 'The amount off must be greater than zero, in whole cents',
    minSubtotalInvalid: 'The minimum order must be zero or more, in whole cents',
    maxUsesInvalid: 'Total uses must be a whole number of at least 1',
    dateInvalid: 'Enter a valid date and time',
    endBeforeStart: 'The end must be after the start',
    notFound: 'Promotion not found',
    loadFailed: 'Failed to load promotions',
    saveFailed: 'Failed to save promotion',
    deleteFailed: 'Failed to delete promotion',
    created: 'Promotion created successfully!',
    updated: 'Promotion updated successfully!',
    deleted: 'Promotion deleted successfully!',
    pausedNote: 'Promotion paused.',
    resumed: 'Promotion resumed.',
    deleteConfirm: 'Are you sure you want to delete this promotion? This action cannot be undone.',
    sampleNameRequired: 'Sample name is required',
    sampleStockInvalid: 'Stock must be a whole number of zero or more',
    sampleNotFound: 'Sample not found',
    sampleSaved: 'Sample saved successfully!',
    sampleDeleted: 'Sample deleted successfully!',
    sampleDeleteConfirm: 'Are you sure you want to delete this sample? This action cannot be undone.',
  },
  /** Reviews (docs/product.md#messages): the form, the product page and Admin → Reviews. */
  reviews: {
    published: 'Thank you! Your review is live.',
    held: 'Thank you! Your review will appear once our team has checked it.',
    orderRequired: 'Order number is required',
    proofRequired: 'Enter the email used at checkout',
    proofFailed: "We couldn't find an order with that number and email.",
    notInOrder: 'This product is not part of that order.',
    cancelled: 'A cancelled order cannot be reviewed.',
    alreadyReviewed: 'You have already reviewed this product for this order.',
    ratingRequired: 'Choose a rating from 1 to 5 stars',
    titleTooShort: 'Give your review a title of at least 3 characters',
    titleTooLong: 'Titles are limited to 100 characters',
    textTooShort: 'Tell us a little more: at least 20 characters',
    textTooLong: 'Reviews are limited to 2,000 characters',
    plainText: 'Please write your review as plain text, without HTML',
    skinTypeRequired: 'Choose your skin type',
    tooManyConcerns: 'Choose up to 3 concerns',
    recommendRequired: 'Tell us whether you would recommend it',
    tooManyPhotos: 'Add up to 3 photos',
    submitFailed: 'Failed to submit your review. Please try again.',
    loadFailed: 'Failed to load reviews',
    none: 'No reviews yet',
    noneText: 'Bought it? Review it from your order page once it arrives.',
    noMatch: 'No reviews match these filters.',
    verified: 'Verified purchase',
    storeReply: 'Reply from Seoul Glow',
    helpfulThanks: 'Thanks for your feedback!',
    notFound: 'Review not found',
    reasonRequired: 'Give a reason for hiding this review',
    hiddenDone: 'Review hidden.',
    publishedDone: 'Review published.',
    replySaved: 'Reply saved.',
    replyRemoved: 'Reply removed.',
    replyTooLong: 'Replies are limited to 1,000 characters',
    moderateFailed: 'Failed to update the review',
    heldFor: {
      link: 'Contains a link',
      email: 'Contains an email address',
      phone: 'Contains a phone number',
    },
  },
  /** The skin quiz and the routine it builds (docs/product.md#the-beauty-assistant). */
  skinProfile: {
    skinTypeRequired: 'Choose your skin type',
    tooManyConcerns: 'Choose up to 3 concerns',
    routineFailed: 'We could not build your routine right now. Please try again.',
    addedAll: 'Your routine is in your cart.',
    noneInStock: 'Nothing in stock fits this step right now.',
  },
  video: {
    loadFailed: 'Unable to load video.',
  },
  page: {
    unexpected: 'Unexpected Application Error!',
    loading: 'Loading...',
  },
} as const;

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
