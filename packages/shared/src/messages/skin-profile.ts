/** The skin quiz and the routine it builds (docs/product.md#the-beauty-assistant). */
export const skinProfile = {
  skinTypeRequired: 'Choose your skin type',
  tooManyConcerns: 'Choose up to 3 concerns',
  routineFailed: 'We could not build your routine right now. Please try again.',
  addedAll: 'Your routine is in your cart.',
  noneInStock: 'Nothing in stock fits this step right now.',
} as const;
