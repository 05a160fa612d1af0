import {
  FACE_PRODUCT_TYPES,
  findIngredients,
  interpretQuery,
  type GuideToolHit,
  type Ingredient,
  type ProductType,
} from '@seoul-glow/shared';
import { ingredientAnswer, pairingAnswer, pairingRuleOf } from './expert-knowledge';
import {
  HEALTH,
  NEEDS_DOCTOR,
  asksWhichProduct,
  isAdviceQuestion,
  questionParts,
  withoutDummyIt,
} from './expert-question';
import { answer, card, type ExpertAnswer, type ExpertTurn } from './expert-text';

/**
 * Advice from the Skincare Guide (docs/product.md#the-beauty-assistant): the best article's short
 * answer and a link to it; products only when the question asks which one to use, and only of
 * the kind asked about; an honest "not sure" with the nearest articles when no article answers.
 */

const link = (hit: GuideToolHit) => ({ slug: hit.slug, title: hit.title });

export const NOT_SURE = "I'm not sure about that one, so I won't guess.";

/** The articles for one question, best first, and whether the first one answers it. */
async function findArticles(turn: ExpertTurn, query: string) {
  const { articles } = await turn.tools.searchGuide.run({ query, limit: 3 }, turn.ctx);
  const top = articles[0];
  return { articles, answered: top?.answers ? top : undefined };
}

/** The article for each of two questions in one message, when both are answered by different articles. */
async function answerEach(turn: ExpertTurn): Promise<GuideToolHit[] | null> {
  const parts = questionParts(turn.message);
  if (parts.length < 2) return null;
  const found = await Promise.all(parts.map((p) => findArticles(turn, p)));
  const tops = found.map((f) => f.answered).filter((h): h is GuideToolHit => Boolean(h));
  const distinct = [...new Map(tops.map((h) => [h.slug, h])).values()];
  return distinct.length >= 2 ? distinct.slice(0, 2) : null;
}

/** The product type the question is about, when the article's advice is put into practice with it. */
function typeAsked(message: string, hit: GuideToolHit): ProductType | undefined {
  const named = interpretQuery(message.toLowerCase()).productTypes;
  return named.find((t) => hit.productTypes.includes(t)) ?? (named.length ? undefined : hit.productTypes[0]);
}

/** "Which sunscreen should I reapply with?": up to two in-stock products of the kind asked about. */
async function productsFor(turn: ExpertTurn, hit: GuideToolHit) {
  if (!asksWhichProduct(turn.message)) return [];
  const type = typeAsked(turn.message, hit);
  if (!type) return [];
  const { state } = turn;
  const found = await turn.tools.searchCatalog.run(
    {
      query: '',
      productType: type,
      ...(state.skinType && FACE_PRODUCT_TYPES.has(type) ? { skinType: state.skinType } : {}),
      ...(state.avoid.length ? { freeFrom: state.avoid } : {}),
      ...(state.avoidIngredients.length ? { excludeIngredients: state.avoidIngredients } : {}),
      ...(state.maxPriceCents !== null ? { maxPrice: state.maxPriceCents / 100 } : {}),
      limit: 2,
    },
    turn.ctx,
  );
  return found.products;
}

function readMore(hits: GuideToolHit[]): string {
  return hits.length === 1
    ? ` More in our guide: “${hits[0]!.title}”.`
    : ` More in our guide: ${hits.map((h) => `“${h.title}”`).join(' and ')}.`;
}

/** Other questions the guide answers, as the chat's quick replies. */
function suggestionsAfter(shown: GuideToolHit[], others: GuideToolHit[]): string[] {
  const shownSlugs = new Set(shown.map((h) => h.slug));
  const next = others.filter((h) => !shownSlugs.has(h.slug) && h.answers).map((h) => h.title);
  return [...next.slice(0, 2), 'Build my routine'];
}

function notSure(nearest: GuideToolHit[]): ExpertAnswer {
  const near = nearest.slice(0, 2);
  return answer(
    `${NOT_SURE} ${near.length ? 'These guide articles are the closest I have.' : ''} Ask me about routines, ingredients, sun care or your skin type, or tell me what you are shopping for.`
      .replace(/\s+/g, ' ')
      .trim(),
    {
      articles: near.map(link),
      suggestions: ['How do I find my skin type?', 'What order do skincare steps go in?', 'Build my routine'],
    },
  );
}

const REACTION = /\b(?:itch\w*|rash\w*|hives|swell\w*|reaction|red and|burn\w*|blister\w*|bumps)\b/;
const DOCTOR_IF_IT_STAYS =
  'If a reaction spreads, swells or does not settle within a day or two, stop the product and ask a doctor or pharmacist.';

const DOCTOR =
  'For anything about your health, a condition or a medicine, please ask your doctor or a dermatologist.';

/** A health question: the guide's article when one answers it, always with "ask your doctor". */
function medicalAnswer(hit: GuideToolHit | undefined, nearest: GuideToolHit[]): ExpertAnswer {
  const doctor = DOCTOR;
  if (hit)
    return answer(`${hit.summary}${hit.excerpt ? ` ${hit.excerpt}` : ''} ${doctor}${readMore([hit])}`, {
      articles: [link(hit)],
      suggestions: suggestionsAfter([hit], nearest),
    });
  return answer(
    `${NOT_SURE} That's a health question our guide doesn't cover: ${doctor.replace(/^For/, 'for')} I'm happy to help with how products feel and fit your routine.`,
    { articles: nearest.slice(0, 2).map(link), suggestions: ['Build my routine', 'Give me K-beauty tips'] },
  );
}

/**
 * The articles for the latest message. A follow-up that points back ("can I use it every night?",
 * "do I need to do it in the morning too?") is read with the question before it; one that names
 * its own subject ("and where does eye cream go?") alone first.
 */
async function articlesFor(turn: ExpertTurn) {
  const previous = turn.state.previousMessage;
  if (!previous || !isAdviceQuestion(previous)) return findArticles(turn, turn.message);
  const text = withoutDummyIt(turn.message.toLowerCase());
  const pointsBack = /\b(?:it|that|this|them|they|those|these|ones?)\b|\b(?:too|either)\s*\??$/.test(text);
  if (!pointsBack) {
    const alone = await findArticles(turn, turn.message);
    if (alone.answered) return alone;
  }
  return findArticles(turn, `${turn.message} ${previous}`);
}

/** A how-to question, answered from the guide. */
export async function adviceAnswer(turn: ExpertTurn): Promise<ExpertAnswer> {
  const text = turn.message.toLowerCase();
  const { articles, answered } = await articlesFor(turn);
  if (NEEDS_DOCTOR.test(text)) return medicalAnswer(undefined, articles);
  if (HEALTH.test(text)) return medicalAnswer(answered, articles);
  const both = await answerEach(turn);
  if (both) {
    return answer(`${both.map((h) => h.summary).join(' ')}${readMore(both)}`, {
      articles: both.map(link),
      suggestions: suggestionsAfter(both, articles),
    });
  }
  if (!answered) {
    // An ingredient the guide has no article on is still in the glossary.
    const named = findIngredients(turn.message);
    if (named.length === 1) {
      const about = await ingredientAnswer(turn, named[0]!);
      return { ...about, products: [], articles: articles.slice(0, 2).map(link) };
    }
    return notSure(articles);
  }
  const products = await productsFor(turn, answered);
  const detail = answered.excerpt ? ` ${answered.excerpt}` : '';
  // A reaction the shopper describes ("went red and itchy") is one to show a doctor if it stays.
  const reaction = REACTION.test(text) ? ` ${DOCTOR_IF_IT_STAYS}` : '';
  // A second article that answers nearly as well is linked too ("sunscreen before or after
  // moisturiser" is in the routine-order article and the SPF one).
  const runnerUp = articles.find(
    (h) => h.slug !== answered.slug && h.answers && h.score >= 0.35 * answered.score,
  );
  const linked = runnerUp ? [answered, runnerUp] : [answered];
  return answer(`${answered.summary}${detail}${reaction}${readMore(linked)}`, {
    articles: linked.map(link),
    products: products.map(card),
    suggestions: suggestionsAfter([answered], articles),
  });
}

/** A message nothing else understood: the guide's answer when an article clearly fits, else "not sure" or null. */
export async function guideAnswerIfClear(turn: ExpertTurn): Promise<ExpertAnswer | null> {
  const text = turn.message.toLowerCase();
  if (NEEDS_DOCTOR.test(text) || HEALTH.test(text)) return adviceAnswer(turn);
  const { articles, answered } = await articlesFor(turn);
  // A sentence of its own that nothing understood is a question the expert cannot answer.
  if (!answered) return text.split(/\s+/).length >= 4 ? notSure(articles) : null;
  return answer(`${answered.summary}${readMore([answered])}`, {
    articles: [link(answered)],
    suggestions: suggestionsAfter([answered], []),
  });
}

/**
 * A pairing question (docs/product.md#the-beauty-assistant): the pairing rule for the pair asked
 * about when there is one; otherwise the guide's article on it, named for the pair; and the link.
 */
export async function pairingAdvice(turn: ExpertTurn, ingredients: Ingredient[]): Promise<ExpertAnswer> {
  const [a, b] = ingredients as [Ingredient, Ingredient];
  const [{ answered }, rule] = await Promise.all([articlesFor(turn), pairingRuleOf(turn, a, b)]);
  const ruled = await pairingAnswer(turn, ingredients, rule);
  if (!answered) return ruled;
  const named = (i: Ingredient) => i.name.split(' (')[0]!.toLowerCase();
  const detail = answered.excerpt ? ` ${answered.excerpt}` : '';
  const reply = rule
    ? ruled.reply
    : `Yes, ${named(a)} and ${named(b)} are generally fine together. ${answered.summary}${detail}`;
  return { ...ruled, reply: `${reply}${readMore([answered])}`, articles: [link(answered)] };
}

/**
 * An ingredient asked about in a question: the glossary's answer, the guide's article when one
 * answers, and only the products of the kinds the article puts to use (no foundation for a
 * question about a serum ingredient).
 */
export async function ingredientAdvice(turn: ExpertTurn, ingredient: Ingredient): Promise<ExpertAnswer> {
  const [about, { answered }] = await Promise.all([ingredientAnswer(turn, ingredient), articlesFor(turn)]);
  if (!answered) return about;
  const fits = about.products.filter((p) => p.productType && answered.productTypes.includes(p.productType));
  return {
    ...about,
    reply: `${about.reply}${readMore([answered])}`,
    products: fits,
    articles: [link(answered)],
  };
}
