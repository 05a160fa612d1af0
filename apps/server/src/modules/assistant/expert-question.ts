import { isAdviceQuestion as readsAsAdvice } from '@seoul-glow/shared';

/**
 * How the built-in expert tells a question from a shopping request
 * (docs/product.md#the-beauty-assistant): "how often should I reapply sunscreen?" asks for advice,
 * "a sunscreen for oily skin" or "what helps with dull skin?" asks for products. Skin-type and
 * product words inside a question are what the question is about, not a search.
 */

/** Words that open a how-to question wherever a clause starts. */
const OPENS_QUESTION =
  /(?:^|[.?!;,]\s*|\b(?:and|but|so|also|or|then)\s+)(?:how|why|when|who|is|are|does|do|did|can|could|should|would|will|am|was|whats|what's|what|where|which)\b/;

/** Phrases that ask for advice wherever they stand. */
const ADVICE_PHRASE =
  /\b(?:how (?:to|do|does|did|often|much|many|long|should|can|come|far|soon|early|late|bad)|why|when (?:should|do|does|to|can|is|will|am)|can i|could i|should i|shall i|do i (?:need|have to|really|still)|does it (?:matter|help|work)|is it (?:ok|okay|safe|bad|normal|true|necessary|worth|fine|possible|good|better|too|really|a good idea)|are (?:they|these|those) (?:ok|safe|bad|necessary|worth)|is (?:there|that) (?:a|any) (?:difference|point|need)|difference between|what(?:'s| is) the (?:difference|point|best way|right way|order|deal|purpose)|what (?:is|are|does|do)|whats|what's (?:a|an|the)?\s*\w+\?|in what order|what order|explain|tell me how|ok to|okay to|too (?:much|often|many)|normal (?:to|for|that|if)|supposed to|need to know|or (?:before|after|first|last|not|no)\b|good or bad|(?:is|are) (?:that|this|it|they) (?:normal|ok|okay|bad|right|why|true|necessary|enough|a (?:skin type|condition|problem))|(?:is that|do i have|am i|is this)\s*\??$|what (?:skin )?type|what kind of skin|(?:steps?|routine) in order|in (?:the )?(?:right |correct )?order|signs? (?:of|that|i'?m|im|you'?re)|patch[- ]?test\w*|purg(?:e|es|ed|ing)|double[- ]?cleans\w*|re-?apply\w*|over[- ]?exfoliat\w*|(?:can|should|do|could) u|^[\w-]+ or [\w-]+ (?:for|in|at|during|on)\b|i (?:exfoliate|use|used|started|apply|applied|wash|tried|switched)\b[^.?!]{0,60}\b(?:now|since)|(?:before|after|first|last|morning|night|am|pm|day) or (?:before|after|first|last|morning|night|evening|am|pm|day))\b/;

/**
 * Asking for products: "recommend", "show me", "what helps with…", "what should I use/buy",
 * "do you have…". These stay shopping requests even when worded as a question.
 */
const SHOPPING_PHRASE =
  /\b(?:recommend|suggest|show me|looking for|look for one|find me|do you (?:have|sell|carry|stock)|what(?: else)? (?:helps|can help|would help|works)|what(?:'s| is|s) good|what should i (?:use|buy|get|try)|what can i (?:use|buy|try)|what do you have|any (?:good )?(?:products?|recommendations?|suggestions?)|(?:best|good) (?:products?|ones?) for|i need an? |i want an? |i'?m after|give me (?:an?|some) (?!tips|advice))\b|^(?:(?:and|ok|okay|now|then|also|what about|how about),?\s+)?(?:an?|some|any)\s/;

/**
 * "Is it OK to…", "how long does it take", "it's normal": an "it" that points at nothing shown.
 * Left out before asking whether a question is about the cards of the conversation.
 */
const DUMMY_IT =
  /\b(?:is it|it'?s|isn'?t it|was it|would it be|will it be) (?:ok|okay|safe|bad|normal|true|necessary|worth|fine|possible|good|better|too (?:late|early|much)|really|a good idea|best)(?= (?:to|if|when|that|for me to)\b)|\b(?:does it|will it) matter\b|\bhow long (?:does|will|would|should) it take\b|\bmake it (?:a )?(?:habit|routine)\b/g;

export function withoutDummyIt(text: string): string {
  return text.replace(DUMMY_IT, ' ');
}

/** Whether the message asks for advice rather than for products (the shopper's words, lower case). */
export function isAdviceQuestion(text: string): boolean {
  const t = text.toLowerCase().replace(/’/g, "'").trim();
  if (ADVICE_PHRASE.test(t)) {
    // "What should I use for breakouts?" asks for products; "why do I break out and what should I
    // use" asks both, and the how-to part wins.
    if (!SHOPPING_PHRASE.test(t)) return true;
    return /\b(?:how|why|when|should i (?!use|buy|get|try)|can i (?!use|buy|get|try)|is it|do i need|difference between)\b/.test(
      t,
    );
  }
  if (SHOPPING_PHRASE.test(t)) return false;
  // The store search's reading catches the short ones: "spf reapply", "retinol vs retinal".
  if (readsAsAdvice(t)) return true;
  const opens = OPENS_QUESTION.test(t);
  return opens && (/\?\s*$/.test(t) || t.split(/\s+/).length >= 4);
}

/** "Which sunscreen should I reapply with?": a question that asks which product, among advice. */
export function asksWhichProduct(text: string): boolean {
  return /\b(?:which|what|any|a good|best|recommend|suggest)\b[\w\s-]{0,30}\b(?:one|ones|product|products|brand|kind|type|formula)?\b[\w\s-]{0,20}\b(?:should i|do you|would you|to use|to buy|to get|for me|recommend|suggest)\b/.test(
    text.toLowerCase(),
  );
}

/**
 * Questions for a doctor, not a shop (docs/product.md#the-beauty-assistant): medicines and doses,
 * and signs that need looking at. The answer says so and is "not sure", whatever the guide holds.
 */
export const NEEDS_DOCTOR =
  /\b(?:prescri\w*|isotretinoin|accutane|roaccutane|spironolactone|antibiotics?|medications?|medicines?|dose|dosage|birth control|the pill|infect\w*|bleed\w*|pus|oozing|moles?|melanoma|cancer\w*|lumps?|hives|swollen|swelling|allergic reaction|anaphyla\w*|diagnos\w*|steroids?|cold sores?|fungal|ringworm|scabies|shingles|chemo\w*|stitches|wound)\b/;

/**
 * Health topics the guide may cover with "ask your doctor" (ingredients to ask about during
 * pregnancy): answered from the article when one answers, always with the doctor named.
 */
export const HEALTH =
  /\b(?:pregnan\w*|breast ?feeding|nursing|trying to conceive|ttc|tretinoin|eczema|psoriasis|rosacea|dermatitis|hormon\w*|pcos|doctor|dermatologist|gp)\b/;

/** Two questions in one message: the parts, split at a question mark or "and also". */
export function questionParts(text: string): string[] {
  const parts = text
    .split(
      /\?+\s*|\.\s+(?=(?:and |also |what|how|why|when|can|should|do|is)\b)|\b(?:and also|also,|plus)\s+/i,
    )
    .map((p) => p.trim())
    .filter((p) => p.split(/\s+/).length >= 3);
  return parts.length >= 2 ? parts.slice(0, 3) : [text];
}

/**
 * Whether the latest message asks for advice: a how-to or health question that does not point at
 * the cards or the scanned label ("is it fragrance-free?"; "is it OK to…" points at nothing), and
 * whether a comparison in it is between kinds of product ("clay mask vs sheet mask?") rather than
 * products ("the mugwort mask or the heartleaf toner?").
 */
export function readAdvice(
  text: string,
  state: { seen: readonly number[]; label: readonly string[] | null },
): { advice: boolean; comparesKinds: boolean } {
  const aboutShown =
    (state.seen.length > 0 || state.label !== null) &&
    /\b(?:it|this|that|these|those|them)\b|\b(?:first|second|third|last) one\b|\bboth\b/.test(
      withoutDummyIt(text),
    );
  const advice = (isAdviceQuestion(text) || NEEDS_DOCTOR.test(text) || HEALTH.test(text)) && !aboutShown;
  const comparesKinds =
    advice &&
    (/\bdiffer/.test(text) ||
      (!state.seen.length &&
        !/\b(?:the|this|that|these|those) (?!difference|point|best|same|right|way)[a-z]/.test(text)));
  return { advice, comparesKinds };
}
