/**
 * The reviewed table of shopper words (docs/product.md#the-api, search): each row lists spellings
 * that mean the same structured value. Glossary names and aliases ("niacinamide", "shea") need no
 * row; rows cover short forms, spellings and everything that is not an ingredient.
 *
 * Decisions: "skin" alone is a stop word (it is in nearly every query: "dry skin", "for my skin"),
 * so the Korean use of "skin" for toner only counts as "skin toner", "skin softener" or "skin
 * refiner". A text of stop words alone ("skin", "my face") is searched for "skin" and "face" as
 * written (STANDALONE_STOP_WORDS), so it never finds nothing. "<type> skin" is a skin type; the
 * bare words "dry", "oily" and "sensitive" are the concerns dryness, oil control and sensitivity. "red" alone is a colour, not redness. "spots"
 * alone means blemishes (British usage); "dark spots" is its own concern.
 */
import type { CategoryName, Concern, FreeFrom, ProductType, SkinType } from './taxonomy';

export interface SynonymRow {
  /** Lower-case spellings; several words are one phrase and win over their single words. */
  terms: string[];
  productTypes?: ProductType[];
  concerns?: Concern[];
  skinTypes?: SkinType[];
  /** Glossary ingredient ids. */
  ingredients?: string[];
  freeFrom?: FreeFrom[];
  categories?: CategoryName[];
}

export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a all an and any anything are be best buy everything face for from good great i im in is it ' +
    'looking me my need of on or please product products recommend see should show skin some ' +
    'something that the this to size type types use want what which with you your'
  ).split(' '),
);

/** The stop words a text of nothing but stop words is searched for, as names and descriptions hold them. */
export const STANDALONE_STOP_WORDS: ReadonlySet<string> = new Set(['skin', 'face']);

export const SEARCH_SYNONYMS: readonly SynonymRow[] = [
  // Product types
  {
    terms: ['sunscreen', 'sunscreens', 'sun screen', 'sun cream', 'suncream', 'sunblock', 'sun block'],
    productTypes: ['sunscreen'],
  },
  { terms: ['spf', 'sun stick', 'sun protection', 'uv protection', 'sun'], productTypes: ['sunscreen'] },
  {
    terms: [
      'moisturizer',
      'moisturizers',
      'moisturiser',
      'moisturisers',
      'cream',
      'creams',
      'creme',
      'face cream',
    ],
    productTypes: ['moisturizer'],
  },
  {
    terms: ['night cream', 'gel cream', 'barrier cream', 'emulsion', 'lotion'],
    productTypes: ['moisturizer'],
  },
  {
    terms: ['cleanser', 'cleansers', 'face wash', 'facial wash', 'foam', 'cleansing foam', 'foam cleanser'],
    productTypes: ['cleanser'],
  },
  {
    terms: [
      'cleansing',
      'cleansing oil',
      'cleansing balm',
      'oil cleanser',
      'balm cleanser',
      'double cleanse',
      'double cleansing',
      'makeup remover',
      'make up remover',
      'wash',
    ],
    productTypes: ['cleanser'],
  },
  {
    terms: [
      'toner',
      'toners',
      'skin toner',
      'skin softener',
      'skin refiner',
      'softener',
      'mist toner',
      'face mist',
      'facial mist',
    ],
    productTypes: ['toner'],
  },
  { terms: ['essence', 'essences', 'first essence'], productTypes: ['essence'] },
  { terms: ['serum', 'serums', 'ampoule', 'ampoules', 'ampule'], productTypes: ['serum'] },
  { terms: ['sheet mask', 'sheet masks', 'face mask', 'clay mask', 'wash off mask'], productTypes: ['mask'] },
  { terms: ['mask', 'masks', 'mask pack'], productTypes: ['mask', 'hair-mask', 'lip-care'] },
  { terms: ['sleeping mask', 'sleeping pack', 'overnight mask'], productTypes: ['mask', 'lip-care'] },
  {
    terms: ['exfoliator', 'exfoliant', 'exfoliating', 'peeling', 'peel', 'scrub'],
    productTypes: ['exfoliator'],
  },
  { terms: ['eye cream', 'eye creams', 'eye creme', 'eye serum', 'eye care'], productTypes: ['eye-care'] },
  // What shoppers put under their eyes: eye care, or a concealer for dark circles.
  { terms: ['under eye', 'under eyes', 'undereye'], productTypes: ['eye-care'], concerns: ['dark-circles'] },
  {
    terms: ['lip balm', 'lip mask', 'lip sleeping mask', 'lip care', 'lip treatment'],
    productTypes: ['lip-care'],
  },
  { terms: ['face oil', 'facial oil'], productTypes: ['face-oil'] },
  {
    terms: ['foundation', 'cushion', 'cushion foundation', 'bb cream', 'cc cream'],
    productTypes: ['foundation'],
  },
  { terms: ['concealer', 'concealers'], productTypes: ['concealer'] },
  { terms: ['primer', 'primers', 'makeup base'], productTypes: ['primer'] },
  { terms: ['tone up', 'tone up cream', 'toneup'], productTypes: ['tone-up'] },
  { terms: ['powder', 'setting powder'], productTypes: ['powder'] },
  {
    terms: ['setting spray', 'setting mist', 'makeup fixer', 'fixing spray'],
    productTypes: ['setting-spray'],
  },
  { terms: ['blush', 'blusher', 'cheek', 'cheek tint'], productTypes: ['blush'] },
  { terms: ['highlighter', 'highlight', 'illuminator'], productTypes: ['highlighter'] },
  {
    terms: ['eyeshadow', 'eyeshadows', 'eye shadow', 'eye palette', 'palette', 'shadow palette'],
    productTypes: ['eyeshadow'],
  },
  { terms: ['eyeliner', 'eye liner', 'liner'], productTypes: ['eyeliner'] },
  { terms: ['mascara'], productTypes: ['mascara'] },
  { terms: ['brow', 'brows', 'eyebrow'], productTypes: ['brow'] },
  { terms: ['lipstick', 'lipsticks'], productTypes: ['lipstick'] },
  {
    terms: ['lip tint', 'lip tints', 'tint', 'velvet tint', 'lip stain', 'stain'],
    productTypes: ['lip-tint'],
  },
  { terms: ['lip', 'lips', 'lip colour', 'lip color'], productTypes: ['lipstick', 'lip-tint', 'lip-care'] },
  { terms: ['eye', 'eyes'], productTypes: ['eye-care', 'eyeshadow'] },
  { terms: ['shampoo', 'shampoos'], productTypes: ['shampoo'] },
  { terms: ['conditioner', 'conditioners'], productTypes: ['conditioner'] },
  { terms: ['hair mask', 'hair pack', 'hair masks'], productTypes: ['hair-mask'] },
  { terms: ['hair treatment', 'treatment'], productTypes: ['hair-treatment', 'hair-mask'] },
  { terms: ['leave in', 'leave in cream', 'leave in conditioner'], productTypes: ['leave-in'] },
  { terms: ['hair oil', 'hair serum'], productTypes: ['hair-oil'] },
  {
    terms: ['scalp tonic', 'hair tonic', 'scalp treatment', 'scalp serum', 'tonic', 'root tonic'],
    productTypes: ['scalp-treatment'],
  },
  { terms: ['scalp scrub'], productTypes: ['scalp-scrub'] },
  { terms: ['hair mist', 'hair perfume'], productTypes: ['hair-mist'] },
  { terms: ['eau de parfum', 'edp'], productTypes: ['eau-de-parfum'] },
  { terms: ['eau de toilette', 'edt', 'cologne'], productTypes: ['eau-de-toilette'] },
  {
    terms: ['perfume', 'perfumes', 'parfum'],
    productTypes: ['eau-de-parfum', 'eau-de-toilette', 'solid-perfume'],
    categories: ['Fragrances'],
  },
  { terms: ['body mist', 'body spray'], productTypes: ['body-mist'] },
  { terms: ['solid perfume', 'perfume stick'], productTypes: ['solid-perfume'] },
  { terms: ['body lotion', 'body cream'], productTypes: ['body-lotion'] },
  { terms: ['body moisturizer', 'body moisturiser'], productTypes: ['body-lotion', 'body-oil'] },
  { terms: ['body oil'], productTypes: ['body-oil'] },
  { terms: ['hand cream', 'hand lotion', 'hand', 'hands', 'dry hands'], productTypes: ['hand-cream'] },
  { terms: ['pillow mist', 'pillow spray', 'room spray', 'linen spray'], productTypes: ['home-fragrance'] },
  // Categories
  { terms: ['skincare', 'skin care', 'skincare routine', 'skin care routine'], categories: ['Skincare'] },
  // Every product here is K-beauty: the words narrow nothing, but they never empty a search.
  {
    terms: ['k beauty', 'kbeauty', 'korean beauty'],
    categories: ['Skincare', 'Makeup', 'Haircare', 'Fragrances'],
  },
  { terms: ['tinted moisturizer', 'tinted moisturiser'], productTypes: ['tone-up', 'foundation'] },
  { terms: ['makeup', 'make up', 'cosmetics'], categories: ['Makeup'] },
  { terms: ['haircare', 'hair care', 'hair'], categories: ['Haircare'] },
  { terms: ['fragrance', 'fragrances', 'scent', 'scents'], categories: ['Fragrances'] },
  // Concerns
  {
    terms: [
      'acne',
      // The spelling of German, Dutch and Scandinavian shoppers, and a common slip.
      'akne',
      'breakout',
      'breakouts',
      'pimple',
      'pimples',
      'blemish',
      'blemishes',
      'zit',
      'zits',
      'spots',
    ],
    concerns: ['acne'],
  },
  {
    terms: ['acne prone', 'blemish prone', 'breakout prone', 'spot treatment', 'spot cream', 'spot gel'],
    concerns: ['acne'],
  },
  {
    terms: [
      'dry',
      'dryness',
      'dehydrated',
      'dehydration',
      'flaky',
      'tight',
      'hydrating',
      'hydration',
      'moisture',
    ],
    concerns: ['dryness'],
  },
  { terms: ['moisturising', 'moisturizing', 'thirsty', 'parched', 'plumping'], concerns: ['dryness'] },
  // Lips and hands more than faces: "chapped lips" asks for the lip mask, not the lipstick.
  { terms: ['chapped', 'cracked'], concerns: ['dryness'] },
  {
    terms: ['aging', 'ageing', 'anti aging', 'anti ageing', 'antiaging', 'wrinkle', 'wrinkles', 'fine lines'],
    concerns: ['aging'],
  },
  {
    terms: ['fine line', 'firming', 'firm', 'sagging', 'crows feet', 'mature', 'mature skin'],
    concerns: ['aging'],
  },
  {
    terms: [
      'dull',
      'dullness',
      'glow',
      'glowing',
      'radiance',
      'radiant',
      'brightening',
      'bright',
      'brighten',
    ],
    concerns: ['brightening'],
  },
  { terms: ['uneven tone', 'uneven skin tone', 'glass skin', 'lifeless'], concerns: ['brightening'] },
  {
    terms: [
      'sensitive',
      'sensitivity',
      'irritated',
      'irritation',
      'reactive',
      'stinging',
      'soothing',
      'calming',
    ],
    concerns: ['sensitivity'],
  },
  { terms: ['redness', 'flushed', 'flushing', 'red skin', 'red cheeks', 'rosacea'], concerns: ['redness'] },
  {
    terms: [
      'pores',
      'pore',
      'large pores',
      'enlarged pores',
      'blackheads',
      'blackhead',
      'whiteheads',
      'congested',
    ],
    concerns: ['pores'],
  },
  {
    terms: [
      'dark spots',
      'dark spot',
      'hyperpigmentation',
      'pigmentation',
      'acne marks',
      'sun spots',
      'age spots',
      'acne scars',
      'acne scar',
      'scars',
      'scarring',
    ],
    concerns: ['dark-spots'],
  },
  {
    terms: ['oily', 'oiliness', 'greasy', 'shiny', 'oil control', 'sebum', 'oily scalp', 't zone', 'tzone'],
    concerns: ['oiliness'],
  },
  {
    terms: ['dark circles', 'dark circle', 'puffiness', 'puffy eyes', 'puffy', 'eye bags'],
    concerns: ['dark-circles'],
  },
  {
    terms: [
      'damaged hair',
      'damaged',
      'split ends',
      'breakage',
      'brittle',
      'bleached',
      'dry hair',
      'heat damage',
    ],
    concerns: ['damaged-hair'],
  },
  { terms: ['frizz', 'frizzy', 'flyaways', 'frizzy hair'], concerns: ['frizz'] },
  {
    terms: [
      'thinning',
      'thinning hair',
      'hair thinning',
      'hair loss',
      'hair fall',
      'thin hair',
      'hair growth',
      'regrowth',
      'volume',
      'volumizing',
    ],
    concerns: ['thinning-hair'],
  },
  {
    terms: ['dandruff', 'flaky scalp', 'itchy scalp', 'dry scalp', 'scalp flakes', 'flakes'],
    concerns: ['flaky-scalp'],
  },
  // Skin types
  { terms: ['dry skin', 'dry skin type'], skinTypes: ['dry'] },
  { terms: ['oily skin', 'oily skin type'], skinTypes: ['oily'] },
  { terms: ['combination skin', 'combo skin', 'combination', 'combo'], skinTypes: ['combination'] },
  { terms: ['normal skin', 'normal'], skinTypes: ['normal'] },
  { terms: ['sensitive skin', 'sensitive skin type'], skinTypes: ['sensitive'] },
  { terms: ['all skin types', 'every skin type'] },
  // Ingredients: short forms and pairs the glossary alone would not join
  { terms: ['vitamin c', 'vit c', 'vitc', 'ascorbic acid', 'ascorbic'], ingredients: ['vitamin-c'] },
  {
    terms: ['cica', 'centella', 'centella asiatica', 'tiger grass', 'gotu kola'],
    ingredients: ['centella-asiatica'],
  },
  { terms: ['bha', 'salicylic', 'salicylic acid', 'beta hydroxy acid'], ingredients: ['salicylic-acid'] },
  {
    terms: ['aha', 'aha acid', 'glycolic', 'glycolic acid', 'alpha hydroxy acid'],
    ingredients: ['glycolic-acid', 'lactic-acid', 'mandelic-acid'],
  },
  {
    terms: ['retinol', 'retinal', 'retinoid', 'retinoids', 'vitamin a'],
    ingredients: ['retinol', 'retinal'],
  },
  { terms: ['ha', 'hyaluronic', 'hyaluronic acid', 'sodium hyaluronate'], ingredients: ['hyaluronic-acid'] },
  { terms: ['niacinamide', 'vitamin b3', 'nicotinamide'], ingredients: ['niacinamide'] },
  { terms: ['snail', 'snail mucin', 'snail secretion'], ingredients: ['snail-mucin'] },
  // Rice in skincare (extract, water, bran) and in haircare (protein).
  { terms: ['rice'], ingredients: ['rice-extract', 'rice-protein'] },
  { terms: ['peptide', 'peptides'], ingredients: ['peptides', 'copper-peptides'] },
  // Scent notes: a scent word means the glossary's ingredients that give that scent.
  {
    terms: ['citrus', 'citrusy', 'citrus scent', 'citrus notes'],
    ingredients: [
      'tangerine-oil',
      'bergamot-oil',
      'grapefruit-oil',
      'yuja-oil',
      'lemon-oil',
      'orange-oil',
      'yuja',
    ],
  },
  // Free from
  {
    terms: ['fragrance free', 'unscented', 'no fragrance', 'without fragrance', 'perfume free', 'scent free'],
    freeFrom: ['fragrance'],
  },
  { terms: ['alcohol free', 'no alcohol', 'without alcohol'], freeFrom: ['alcohol'] },
  { terms: ['paraben free', 'no parabens', 'no paraben', 'without parabens'], freeFrom: ['parabens'] },
  {
    terms: ['sulfate free', 'sulphate free', 'no sulfates', 'no sulfate', 'sls free'],
    freeFrom: ['sulfates'],
  },
  { terms: ['silicone free', 'no silicone', 'no silicones', 'without silicone'], freeFrom: ['silicones'] },
  { terms: ['essential oil free', 'no essential oils', 'no essential oil'], freeFrom: ['essential-oils'] },
  { terms: ['mineral oil free', 'no mineral oil', 'petrolatum free'], freeFrom: ['mineral-oil'] },
];

/**
 * Product types a shopper takes for one another: a search for one lists the others after it,
 * below every product of the type asked for ("lip tint" shows lipsticks next, not a lip mask
 * whose text says "tint"). Filters stay exact: productType=lip-tint lists lip tints only.
 */
export const CLOSE_PRODUCT_TYPES: readonly (readonly ProductType[])[] = [
  ['lipstick', 'lip-tint'],
  ['eau-de-parfum', 'eau-de-toilette', 'solid-perfume'],
  ['body-mist', 'hair-mist'],
];
