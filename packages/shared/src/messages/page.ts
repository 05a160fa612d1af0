export const page = {
  unexpected: 'Unexpected Application Error!',
  loading: 'Loading...',
} as const;
