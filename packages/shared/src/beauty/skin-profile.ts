/**
 * The shopper's skin profile (docs/product.md#the-beauty-assistant): the quiz's answers, kept in
 * the browser only (STORAGE_KEYS.skinProfile). Plain lists and types: the quiz, product cards and
 * the assistant import these, and zod must stay out of their JavaScript (the schema lives in
 * contracts/skin-profile.ts).
 */
import { SKIN_TYPES, type Concern, type SkinType } from './taxonomy';

/** The quiz offers the skin concerns only: eyes, hair and scalp are not what a routine treats. */
export const PROFILE_CONCERNS = [
  'acne',
  'dryness',
  'aging',
  'brightening',
  'sensitivity',
  'pores',
  'dark-spots',
  'redness',
] as const satisfies readonly Concern[];
export type ProfileConcern = (typeof PROFILE_CONCERNS)[number];
export const MAX_PROFILE_CONCERNS = 3;

export const SENSITIVITY_LEVELS = ['rarely', 'sometimes', 'often'] as const;
export type Sensitivity = (typeof SENSITIVITY_LEVELS)[number];
export const SENSITIVITY_LABELS: Record<Sensitivity, string> = {
  rarely: 'Rarely reacts',
  sometimes: 'Sometimes stings or turns red',
  often: 'Reacts to many products',
};

export const FRAGRANCE_PREFERENCES = ['no-preference', 'fragrance-free'] as const;
export type FragrancePreference = (typeof FRAGRANCE_PREFERENCES)[number];
export const FRAGRANCE_LABELS: Record<FragrancePreference, string> = {
  'no-preference': 'Scent is fine',
  'fragrance-free': 'Fragrance-free only',
};

/** A budget is a price limit per product, so every step can be filled or swapped on its own. */
export const BUDGETS = ['under-20', 'under-35', 'any'] as const;
export type Budget = (typeof BUDGETS)[number];
export const BUDGET_LABELS: Record<Budget, string> = {
  'under-20': 'Up to $20 a product',
  'under-35': 'Up to $35 a product',
  any: 'No limit',
};
export const BUDGET_MAX_CENTS: Record<Budget, number | null> = {
  'under-20': 2000,
  'under-35': 3500,
  any: null,
};

export const ROUTINE_LENGTHS = ['minimal', 'classic', 'full'] as const;
export type RoutineLength = (typeof ROUTINE_LENGTHS)[number];
export const ROUTINE_LENGTH_LABELS: Record<RoutineLength, string> = {
  minimal: 'Quick: 3 steps',
  classic: 'Classic: 5 steps',
  full: 'Full K-beauty: 7 steps',
};

export interface SkinProfile {
  skinType: SkinType;
  /** Up to MAX_PROFILE_CONCERNS of PROFILE_CONCERNS, most important first. */
  concerns: ProfileConcern[];
  sensitivity: Sensitivity;
  fragrance: FragrancePreference;
  budget: Budget;
  routineLength: RoutineLength;
}

/** Whether fragrance, essential oils and drying alcohol deserve a caution for this skin. */
export function isSensitive(profile: Pick<SkinProfile, 'skinType' | 'sensitivity'>): boolean {
  return profile.skinType === 'sensitive' || profile.sensitivity !== 'rarely';
}

/**
 * A stored profile as the browser kept it, or null when it is missing or no longer valid (a value
 * renamed since): the quiz is then offered again instead of acting on a wrong profile.
 */
export function readSkinProfile(value: unknown): SkinProfile | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const oneOf = <T extends string>(list: readonly T[], x: unknown): x is T =>
    typeof x === 'string' && (list as readonly string[]).includes(x);
  if (!oneOf(SKIN_TYPES, v.skinType)) return null;
  if (!Array.isArray(v.concerns) || v.concerns.length > MAX_PROFILE_CONCERNS) return null;
  if (!v.concerns.every((c) => oneOf(PROFILE_CONCERNS, c))) return null;
  if (!oneOf(SENSITIVITY_LEVELS, v.sensitivity) || !oneOf(FRAGRANCE_PREFERENCES, v.fragrance)) return null;
  if (!oneOf(BUDGETS, v.budget) || !oneOf(ROUTINE_LENGTHS, v.routineLength)) return null;
  return {
    skinType: v.skinType,
    concerns: [...new Set(v.concerns as ProfileConcern[])],
    sensitivity: v.sensitivity,
    fragrance: v.fragrance,
    budget: v.budget,
    routineLength: v.routineLength,
  };
}
