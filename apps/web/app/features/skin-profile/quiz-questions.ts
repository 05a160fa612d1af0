import {
  BUDGET_LABELS,
  BUDGETS,
  CONCERN_LABELS,
  FRAGRANCE_LABELS,
  FRAGRANCE_PREFERENCES,
  MAX_PROFILE_CONCERNS,
  PROFILE_CONCERNS,
  ROUTINE_LENGTH_LABELS,
  ROUTINE_LENGTHS,
  SENSITIVITY_LABELS,
  SENSITIVITY_LEVELS,
  SKIN_TYPE_OPTIONS,
  type SkinProfile,
} from '@seoul-glow/shared';

export interface QuizOption {
  value: string;
  label: string;
  hint?: string;
}

export interface QuizQuestion {
  key: keyof SkinProfile;
  title: string;
  help: string;
  options: QuizOption[];
  /** Several answers (up to `max`) instead of one. */
  max?: number;
}

const SKIN_HINTS: Record<string, string> = {
  dry: 'Feels tight after washing, flaky patches',
  oily: 'Shiny all over by midday, visible pores',
  combination: 'Oily T-zone, normal or dry cheeks',
  normal: 'Comfortable, rarely oily or tight',
  sensitive: 'Stings, itches or turns red easily',
};

/** The six questions of the skin quiz (docs/product.md#the-beauty-assistant), in order. */
export const QUIZ_QUESTIONS: QuizQuestion[] = [
  {
    key: 'skinType',
    title: 'What is your skin type?',
    help: 'Think of how your skin feels an hour after washing, with nothing on it.',
    options: SKIN_TYPE_OPTIONS.map((o) => ({ ...o, hint: SKIN_HINTS[o.value] })),
  },
  {
    key: 'concerns',
    title: 'What would you like to work on?',
    help: `Pick up to ${MAX_PROFILE_CONCERNS}, or none.`,
    options: PROFILE_CONCERNS.map((c) => ({ value: c, label: CONCERN_LABELS[c] })),
    max: MAX_PROFILE_CONCERNS,
  },
  {
    key: 'sensitivity',
    title: 'How does your skin react to new products?',
    help: 'We go gentler, and flag fragrance and essential oils, for skin that reacts.',
    options: SENSITIVITY_LEVELS.map((v) => ({ value: v, label: SENSITIVITY_LABELS[v] })),
  },
  {
    key: 'fragrance',
    title: 'Fragrance in skincare?',
    help: 'Fragrance-free only leaves out every product with fragrance on its label.',
    options: FRAGRANCE_PREFERENCES.map((v) => ({ value: v, label: FRAGRANCE_LABELS[v] })),
  },
  {
    key: 'budget',
    title: 'What would you spend on one product?',
    help: 'Every step of your routine stays within it.',
    options: BUDGETS.map((v) => ({ value: v, label: BUDGET_LABELS[v] })),
  },
  {
    key: 'routineLength',
    title: 'How many steps suit your mornings?',
    help: 'You can always add steps later.',
    options: ROUTINE_LENGTHS.map((v) => ({ value: v, label: ROUTINE_LENGTH_LABELS[v] })),
  },
];
