import {
  CONCERN_LABELS,
  FREE_FROM_LABELS,
  PRODUCT_TYPE_LABELS,
  SKIN_TYPE_LABELS,
  centsToDollars,
  formatUsd,
  type CartAction,
  type ChatReply,
  type Concern,
  type FreeFrom,
  type ProductSummary,
  type ProductType,
  type SkinType,
  type ToolProduct,
  type ToolProductDetail,
} from '@seoul-glow/shared';
import type { StoreTools } from '../store-tools/store-tools';
import type { ToolContext } from '../store-tools/tool';
import type { ExpertState } from './expert-state';

/** One message being answered: the tools, the caller, what the conversation says, the cards so far. */
export interface ExpertTurn {
  tools: StoreTools;
  ctx: ToolContext;
  state: ExpertState;
  message: string;
  /** The products shown so far in the conversation, by id. */
  details: Map<number, ToolProductDetail>;
}

/** What the built-in expert answers: a chat reply before the daily counter adds `remaining`. */
export type ExpertAnswer = Omit<ChatReply, 'remaining'>;

export function answer(reply: string, extra: Partial<Omit<ExpertAnswer, 'reply'>> = {}): ExpertAnswer {
  return { reply, suggestions: [], products: [], actions: [] as CartAction[], ...extra };
}

export function listText(items: string[], joiner = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${joiner} ${items[items.length - 1]}`;
}

/** "sunscreens", "serums", "eye care products". */
export function typePlural(type: ProductType): string {
  const label = PRODUCT_TYPE_LABELS[type].toLowerCase().split(' & ')[0]!;
  if (/care$|spray$|mist$/.test(label)) return label.endsWith('care') ? `${label} products` : `${label}s`;
  return label.endsWith('s') ? label : `${label}s`;
}

export function typeSingular(type: ProductType): string {
  return PRODUCT_TYPE_LABELS[type].toLowerCase().split(' & ')[0]!;
}

export const skinText = (skin: SkinType) => `${SKIN_TYPE_LABELS[skin].toLowerCase()} skin`;
export const concernText = (c: Concern) => CONCERN_LABELS[c].toLowerCase();
export const avoidText = (f: FreeFrom) => FREE_FROM_LABELS[f].badge.toLowerCase();
export const money = (cents: number) => formatUsd(centsToDollars(cents));

/** A tool's product as the chat's card shows it. */
export function card(p: ToolProduct): ProductSummary {
  return {
    id: p.id,
    name: p.name,
    price: p.price,
    image: p.image,
    categoryName: p.category,
    brand: p.brand,
    productType: p.productType,
    size: p.size,
    skinTypes: p.skinTypes,
    concerns: p.concerns,
    keyIngredients: p.keyIngredients,
    freeFrom: p.freeFrom,
    inStock: p.inStock,
  };
}

/** The glossary's everyday name of an INCI key ingredient, for a sentence ("Centella Asiatica Extract" → "centella asiatica"). */
export function ingredientWords(inci: string): string {
  return inci
    .replace(/\([^)]*\)/g, '')
    .replace(/\b(extract|water|leaf|root|seed|oil|filtrate|powder)\b/gi, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}
