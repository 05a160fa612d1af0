export const login = {
  failed: 'Login failed',
  network: 'Something went wrong. Please try again.',
  unexpected: 'An unexpected error occurred',
  invalidCredentials: 'Invalid email or password',
  inactive: 'Your account is inactive. Please contact a super admin.',
  locked: 'Too many failed sign-in attempts. Please try again in a few minutes.',
} as const;
