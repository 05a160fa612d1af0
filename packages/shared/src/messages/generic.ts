export const generic = {
  notFound: 'Not found',
  internal: 'An unexpected error occurred',
  rateLimited: 'Too many requests. Please slow down and try again shortly.',
  tooLarge: 'The request is too large',
  validation: 'Some fields are not valid',
} as const;
