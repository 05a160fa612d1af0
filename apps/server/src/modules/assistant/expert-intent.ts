import { findIngredients, matchConcern, type ConcernId, type Ingredient } from '@seoul-glow/shared';

/** What a shopper's message asks for, read by keywords (the built-in expert, docs/product.md#the-beauty-assistant). */
export interface Intent {
  orderId: string | null;
  asksOrder: boolean;
  asksShipping: boolean;
  asksReturns: boolean;
  asksPairing: boolean;
  asksGreeting: boolean;
  concern: ConcernId | null;
  skinType: SkinType | null;
  ingredients: Ingredient[];
  productType: ProductType | null;
  category: CategoryFit | null;
  budgetCents: number | null;
}

export type SkinType = 'oily' | 'dry' | 'combination' | 'sensitive' | 'normal';
export type CategoryFit = 'Skincare' | 'Makeup' | 'Haircare' | 'Fragrances';

export interface ProductType {
  id: string;
  label: string;
  category: CategoryFit;
  /** Lower-case words one of which a fitting product's name or description contains. */
  matches: string[];
}

const PRODUCT_TYPES: (ProductType & { words: RegExp })[] = [
  {
    id: 'cleanser',
    label: 'cleanser',
    category: 'Skincare',
    matches: ['cleans', 'wash', 'foam'],
    words: /\b(cleanser|cleansing|face wash|foam)\b/,
  },
  {
    id: 'toner',
    label: 'toner',
    category: 'Skincare',
    matches: ['toner', 'mist toner'],
    words: /\btoners?\b/,
  },
  {
    id: 'essence',
    label: 'essence or serum',
    category: 'Skincare',
    matches: ['essence', 'serum', 'ampoule'],
    words: /\b(essences?|serums?|ampoules?)\b/,
  },
  {
    id: 'moisturizer',
    label: 'moisturiser',
    category: 'Skincare',
    matches: ['cream', 'moistur'],
    words: /\b(moisturi[sz]ers?|face cream|night cream|creams?)\b/,
  },
  {
    id: 'sunscreen',
    label: 'sunscreen',
    category: 'Skincare',
    matches: ['spf', 'sun'],
    words: /\b(sunscreens?|spf|sun ?(block|cream|stick)|uv)\b/,
  },
  {
    id: 'mask',
    label: 'mask',
    category: 'Skincare',
    matches: ['mask'],
    words: /\b(face ?mask|sheet masks?|clay mask|masks?)\b/,
  },
  {
    id: 'eye',
    label: 'eye cream',
    category: 'Skincare',
    matches: ['eye cream'],
    words: /\beye creams?\b|\bdark circles?\b|\bpuffy eyes?\b/,
  },
  { id: 'shampoo', label: 'shampoo', category: 'Haircare', matches: ['shampoo'], words: /\bshampoos?\b/ },
  {
    id: 'conditioner',
    label: 'conditioner or hair mask',
    category: 'Haircare',
    matches: ['conditioner', 'mask', 'treatment', 'leave-in'],
    words: /\b(conditioners?|hair masks?|leave-in)\b/,
  },
  {
    id: 'hair',
    label: 'hair care',
    category: 'Haircare',
    matches: [],
    words: /\b(hair|scalp|dandruff|frizz|frizzy|split ends?)\b/,
  },
  {
    id: 'lip',
    label: 'lip product',
    category: 'Makeup',
    matches: ['lip'],
    words: /\b(lipsticks?|lip tints?|lips?|tints?)\b/,
  },
  {
    id: 'base',
    label: 'base makeup',
    category: 'Makeup',
    matches: ['cushion', 'foundation', 'concealer', 'primer', 'tone-up'],
    words: /\b(foundations?|cushions?|concealers?|primers?|bb cream|tone[- ]up)\b/,
  },
  {
    id: 'eyes-makeup',
    label: 'eye makeup',
    category: 'Makeup',
    matches: ['palette', 'eye'],
    words: /\b(eyeshadows?|eye shadows?|palettes?)\b/,
  },
  {
    id: 'makeup',
    label: 'makeup',
    category: 'Makeup',
    matches: [],
    words: /\b(make-?up|blush|highlighter|cosmetics)\b/,
  },
  {
    id: 'fragrance',
    label: 'fragrance',
    category: 'Fragrances',
    matches: [],
    words: /\b(perfumes?|fragrances?|parfum|scents?|cologne|body mist|eau de)\b/,
  },
];

const ORDER_ID = /\bSG-?([0-9A-HJKMNP-TV-Z]{10})\b/i;

/** The concern by keywords; a stated skin type ("sensitive skin") counts extra. */
export function detectConcern(text: string, skinType: SkinType | null = null): ConcernId | null {
  return matchConcern(text, skinType ? SKIN_TYPE_CONCERN[skinType] : null);
}

function detectSkinType(text: string): SkinType | null {
  const m =
    /\b(oily|dry|combination|combo|sensitive|normal)\b(?:[\s,-]+\w+)?\s+skin|\bskin (?:is|type is|feels|gets)\s+(?:very |really |quite |so )?(oily|dry|combination|combo|sensitive|normal)\b/.exec(
      text,
    );
  const word = m?.[1] ?? m?.[2];
  if (!word) return null;
  return word === 'combo' ? 'combination' : (word as SkinType);
}

function detectBudget(text: string): number | null {
  const m =
    /\b(?:under|below|less than|max(?:imum)?|up to|within|cheaper than|no more than)\s*\$?\s*(\d{1,4}(?:\.\d{1,2})?)/.exec(
      text,
    );
  if (m) return Math.round(Number(m[1]) * 100);
  const dollar = /\$\s*(\d{1,4}(?:\.\d{1,2})?)\s*(?:budget|or less|max)/.exec(text);
  if (dollar) return Math.round(Number(dollar[1]) * 100);
  if (/\b(cheap|budget|affordable|inexpensive|student)\b/.test(text)) return 2000;
  return null;
}

export function readIntent(message: string): Intent {
  const text = message.toLowerCase();
  const orderMatch = ORDER_ID.exec(message);
  const ingredients = findIngredients(message);
  const productType = PRODUCT_TYPES.find((t) => t.words.test(text)) ?? null;
  const skinType = detectSkinType(text);
  const concern = detectConcern(text, skinType);
  const pairingWords =
    /\b(with|together|combine|combined|combining|mix|mixing|layer|layering|pair|same time|same routine|and)\b/.test(
      text,
    );
  const groups = new Set(ingredients.map((i) => i.group).filter(Boolean));
  return {
    orderId: orderMatch ? `SG-${orderMatch[1]!.toUpperCase()}` : null,
    asksOrder: /\b(order|track|tracking|parcel|package|where is my)\b/.test(text),
    asksShipping: /\b(ship|shipping|deliver|delivery|postage|arrive|courier)\w*/.test(text),
    asksReturns: /\b(return|returns|refund|exchange|money back|send it back)\b/.test(text),
    asksPairing:
      ingredients.length >= 2 &&
      pairingWords &&
      (groups.size >= 2 || /\b(can i|together|mix|layer|combine|pair)\b/.test(text)),
    asksGreeting: /^\s*(hi|hello|hey|annyeong\w*|good (morning|evening|afternoon))\b[\s!.?]*$/.test(text),
    concern,
    skinType,
    ingredients,
    productType: productType
      ? {
          id: productType.id,
          label: productType.label,
          category: productType.category,
          matches: productType.matches,
        }
      : null,
    category: productType?.category ?? null,
    budgetCents: detectBudget(text),
  };
}

export const SKIN_TYPE_CONCERN: Record<SkinType, ConcernId | null> = {
  oily: 'acne',
  dry: 'dryness',
  combination: null,
  sensitive: 'sensitive',
  normal: null,
};
