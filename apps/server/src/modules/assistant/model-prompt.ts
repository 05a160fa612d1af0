import type { ExpertState } from './expert-state';
import { avoidText, concernText, listText, money, skinText, typeSingular } from './expert-text';

/**
 * What the conversation and the saved profile say about the shopper, for the model's system
 * prompt: read by the same state reader as the built-in expert, from every turn sent (the model
 * itself sees only the last 6).
 */
export function describeState(state: ExpertState): string {
  const facts = [
    state.skinType ? skinText(state.skinType) : '',
    state.concerns.length ? `concerns: ${listText(state.concerns.map(concernText))}` : '',
    state.avoid.length ? `wants only ${listText(state.avoid.map(avoidText))} products` : '',
    state.avoidIngredients.length ? `avoids ${listText(state.avoidIngredients)}` : '',
    state.maxPriceCents !== null ? `budget up to ${money(state.maxPriceCents)} a product` : '',
    state.productType ? `currently looking for a ${typeSingular(state.productType)}` : '',
  ].filter(Boolean);
  const lines = [
    facts.length
      ? `What the shopper told us (keep to it in every search and suggestion): ${facts.join('; ')}.`
      : 'The shopper has not told us their skin type yet; ask when it matters.',
  ];
  if (state.label?.length)
    lines.push(
      `The shopper scanned a product label with these ingredients (check_ingredients can judge it): ${state.label.slice(0, 60).join(', ')}.`,
    );
  return lines.join('\n');
}
