import { z } from 'zod';
import {
  BUDGETS,
  FRAGRANCE_PREFERENCES,
  MAX_PROFILE_CONCERNS,
  ROUTINE_LENGTHS,
  SENSITIVITY_LEVELS,
  PROFILE_CONCERNS,
} from '../beauty/skin-profile';
import { FREE_FROM, PRODUCT_TYPE_VALUES, SKIN_TYPES } from '../beauty/taxonomy';
import { MESSAGES } from '../messages';
import { envelope } from './envelope';

const M = MESSAGES.skinProfile;

/** The quiz's answers (beauty/skin-profile.ts), as the routine call and the assistant receive them. */
export const skinProfileSchema = z.object({
  skinType: z.enum(SKIN_TYPES, { message: M.skinTypeRequired }),
  concerns: z
    .array(z.enum(PROFILE_CONCERNS))
    .max(MAX_PROFILE_CONCERNS, M.tooManyConcerns)
    .transform((list) => [...new Set(list)]),
  sensitivity: z.enum(SENSITIVITY_LEVELS),
  fragrance: z.enum(FRAGRANCE_PREFERENCES),
  budget: z.enum(BUDGETS),
  routineLength: z.enum(ROUTINE_LENGTHS),
});

/** A product as a routine step shows it: enough for a card, a price and add to cart. */
export const routineProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  brand: z.string(),
  price: z.number(),
  /** The first stored image file (productImageUrl builds its URL), or null. */
  image: z.string().nullable(),
  productType: z.enum(PRODUCT_TYPE_VALUES),
  averageRating: z.number(),
  ratingCount: z.number().int(),
  freeFrom: z.array(z.enum(FREE_FROM)),
});
export type RoutineProduct = z.infer<typeof routineProductSchema>;

/** One product for a step, with the line that says why it is there. */
export const routinePickSchema = z.object({ product: routineProductSchema, why: z.string() });
export type RoutinePick = z.infer<typeof routinePickSchema>;

export const routineStepSchema = z.object({
  /** Stable within a routine: cleanser, toner-essence, toner, essence, serum, eye-care, moisturizer, sunscreen. */
  key: z.string(),
  label: z.string(),
  /** The best match, or null when nothing in stock fits (then `missing` says why). */
  pick: routinePickSchema.nullable(),
  /** The next best matches, best first: the swap button cycles through them. */
  alternatives: z.array(routinePickSchema),
  missing: z.string().nullable(),
});
export type SkinRoutineStep = z.infer<typeof routineStepSchema>;

export const routineSchema = z.object({
  morning: z.array(routineStepSchema),
  evening: z.array(routineStepSchema),
});
export type SkinRoutine = z.infer<typeof routineSchema>;

export const buildRoutineRequest = z.object({ profile: skinProfileSchema });
export const buildRoutineResponse = envelope(routineSchema);
