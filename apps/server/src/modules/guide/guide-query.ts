import { interpretQuery } from '@seoul-glow/shared';

/**
 * How a shopper's question is read before the guide index searches it (guide-index.ts): the
 * shorthand and everyday words shoppers type are joined by the words the articles use ("spf" →
 * sunscreen, "bp" → benzoyl peroxide, "zits" → breakouts), and a question about the order of steps
 * ("toner before or after serum?") also asks for the articles on order and layering. Adding words
 * never hides the shopper's own: both are searched.
 */
const SYNONYMS: [RegExp, string][] = [
  [/\b(?:spf|sun ?block|sun ?cream|sun ?screen|suncream|sunnies|uv protection)\b/, 'sunscreen'],
  [/\bbp\b|\bbenzoyl\b/, 'benzoyl peroxide'],
  [/\bvit(?:amin)? ?c\b|\bvitc\b|\bascorbic\b/, 'vitamin c'],
  [/\bvit(?:amin)? ?a\b|\bretinoids?\b|\bretinal\b|\btretinoin\b|\bretin-?a\b/, 'retinol retinoid'],
  [/\bha\b|\bhyaluronic\b/, 'hyaluronic acid'],
  [/\b(?:zits?|pimples?|spots|acne)\b/, 'breakouts acne'],
  [/\bblackheads?\b|\bwhiteheads?\b|\bclogged\b/, 'pores blackheads'],
  [/\bmoisturi[sz]\w*|\blotion\b/, 'moisturizer'],
  [/\b(?:cleanser|face wash|facewash|wash my face|washing my face)\b/, 'cleanser cleansing'],
  [
    /\b(?:exfoliat\w*|peel(?:ing)?|scrubs?|aha|bha|glycolic|lactic|mandelic|acid toners?)\b/,
    'exfoliation exfoliant',
  ],
  [/\b(?:cologne|scent|edp|edt|eau de|sprays? of)\b/, 'perfume'],
  [/\bedp\b/, 'eau de parfum'],
  [/\bedt\b/, 'eau de toilette'],
  [/\b(?:thin layer|too little|not enough|skimp\w*|how much|enough|amount)\b/, 'amount enough'],
  [
    /\b(?:introduc\w*|new actives?|(?:start|begin)\w* [\w\s-]{2,30}\b(?:and|with|at the same time|together|at once))\b/,
    'introducing new active',
  ],
  [
    /\b(?:nothing (?:changed|happen\w*)|no (?:results?|difference|change)|not working|see (?:a )?(?:difference|results?)|how long (?:for|until|before|till|does it take|to see)|(?:\d+|few) (?:days|weeks))\b/,
    'results how long take',
  ],
  [/\b(?:pop(?:ping)?|squeez\w*|pick(?:ing)? at)\b/, 'pimple patches marks'],
  [/\b(?:dandruff|flaky scalp|itchy scalp)\b/, 'scalp'],
  [/\b(?:shampoo|conditioner|hair)\b/, 'hair'],
  [/\b(?:make-?up|foundation|concealer)\b/, 'makeup'],
  [/\b(?:tight|flaky|flaking|rough|parched)\b/, 'dry'],
  [/\b(?:shiny|greasy|oily)\b/, 'oily oil'],
  [/\b(?:stings?|stinging|burn(?:s|ing)?|tingl\w*|red(?:ness)?|irritat\w*)\b/, 'irritation sensitive'],
  [/\b(?:pregnan\w*|breast ?feeding|nursing|expecting)\b/, 'pregnancy'],
  [/\b(?:winter|summer|cold weather|humid\w*|season\w*)\b/, 'season'],
];

/** "Toner before or after serum?", "where does eye cream go", "what order": a question about order. */
const ASKS_ORDER =
  /\b(?:before or after|after or before|first or (?:last|second)|or (?:first|last|before|after)|(?:what|which|right|correct) order|in order|order of|steps? order|where (?:does|do|should) .{1,40} go|goes? (?:first|before|after|last|on top|under|over)|on top of|under or over|over or under)\b/;

/**
 * Where the question itself starts after a preface ("oily skin and acne prone, how often should I
 * exfoliate"): its words are what the shopper asks about, so they count twice.
 */
const QUESTION_START = /\b(?:how|why|when|what|which|where|should i|can i|do i|does|is it|is that|are)\b/;

/** The question with the articles' words added after it. */
export function expandGuideQuery(text: string): string {
  const lower = text.toLowerCase().replace(/’/g, "'");
  const said = new Set(lower.split(/[^a-z0-9]+/));
  const extra: string[] = [];
  for (const [pattern, words] of SYNONYMS)
    if (pattern.test(lower)) extra.push(...words.split(' ').filter((w) => !said.has(w)));
  // "Toner before or after serum?" is about the order of steps; "where does eye cream go?" names
  // one step, which its own article places.
  const steps = interpretQuery(lower, { correct: false }).productTypes.length;
  if (ASKS_ORDER.test(lower) && steps >= 2 && !/\b(?:order|routine|steps?)\b/.test(lower))
    extra.push('order');
  // "…what does that even mean", "…is that normal": the subject is the preface, not the question.
  const start = QUESTION_START.exec(lower)?.index;
  const preface = start ? lower.slice(0, start).split(/\s+/).filter(Boolean).length : 0;
  const focus = preface >= 3 ? lower.slice(start) : '';
  if (focus && !/\b(?:that|it|this|those|them|one|ones)\b/.test(focus)) extra.push(focus);
  return extra.length ? `${text} ${extra.join(' ')}` : text;
}
