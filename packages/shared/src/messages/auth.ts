export const auth = {
  unauthorized: 'Authentication required',
  forbidden: 'You do not have permission to do that',
} as const;
