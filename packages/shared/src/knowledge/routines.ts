/**
 * Routine lists for morning, evening and weekly, and the pool of 8 K-beauty tips
 * (docs/product.md#the-beauty-assistant).
 */
export const ROUTINE_KINDS = ['morning', 'evening', 'weekly'] as const;
export type RoutineKind = (typeof ROUTINE_KINDS)[number];

export interface RoutineStep {
  step: string;
  detail: string;
}

export interface Routine {
  kind: RoutineKind;
  title: string;
  steps: RoutineStep[];
}

export const ROUTINES: Record<RoutineKind, Routine> = {
  morning: {
    kind: 'morning',
    title: 'Morning Routine',
    steps: [
      { step: 'Gentle cleanser', detail: 'A low-pH gel or water rinse to refresh without stripping.' },
      { step: 'Toner', detail: 'Pat in a hydrating toner to prep the skin.' },
      { step: 'Essence or serum', detail: 'Vitamin C or niacinamide for brightness and protection.' },
      { step: 'Eye cream', detail: 'A small amount tapped around the orbital bone.' },
      { step: 'Moisturiser', detail: 'A light cream or gel to lock in hydration.' },
      { step: 'Sunscreen SPF 50', detail: 'Two finger-lengths, reapplied every two hours outdoors.' },
    ],
  },
  evening: {
    kind: 'evening',
    title: 'Evening Routine',
    steps: [
      { step: 'Oil cleanser', detail: 'Melts sunscreen and makeup.' },
      { step: 'Water-based cleanser', detail: 'The second cleanse removes what is left.' },
      { step: 'Toner', detail: 'Rebalances and hydrates after cleansing.' },
      { step: 'Treatment serum', detail: 'Retinol, peptides or a soothing ampoule, one active at a time.' },
      { step: 'Eye cream', detail: 'Peptides or ginseng for the delicate eye area.' },
      { step: 'Night cream or sleeping mask', detail: 'A richer layer to repair overnight.' },
    ],
  },
  weekly: {
    kind: 'weekly',
    title: 'Weekly Care',
    steps: [
      {
        step: 'Exfoliate 1–2 times',
        detail: 'A gentle AHA/BHA toner or enzyme powder, never on irritated skin.',
      },
      { step: 'Clay mask once', detail: 'Mugwort or kaolin on oily zones to clear pores.' },
      { step: 'Sheet mask 2–3 times', detail: 'Fifteen minutes of deep hydration after toner.' },
      { step: 'Sleeping mask', detail: 'Swap it for your night cream on the driest evenings.' },
      { step: 'Clean your tools', detail: 'Wash brushes, puffs and pillowcases to keep breakouts away.' },
    ],
  },
};

/** The pool of 8 tips; the chat shows 4 at random (docs/product.md#how-things-change). */
export const BEAUTY_TIPS = [
  'Double cleanse every evening: an oil cleanser first, then a gentle water-based one.',
  'Apply products from the thinnest to the thickest texture so each layer absorbs.',
  'Pat, don’t rub: pressing toner and essence in with your palms helps them absorb.',
  'Wear SPF 50 every day, even when it is cloudy, and reapply every two hours outdoors.',
  'Introduce one new active at a time and patch-test it for a few days first.',
  'Sheet masks work best right after toner, for no longer than 15–20 minutes.',
  'Keep water-based products in a cool place and finish opened jars within their shelf life.',
  'Drink water and sleep well: the K-beauty glow starts with a rested, hydrated skin.',
] as const;
