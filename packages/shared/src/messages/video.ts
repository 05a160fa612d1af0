export const video = {
  loadFailed: 'Unable to load video.',
} as const;
