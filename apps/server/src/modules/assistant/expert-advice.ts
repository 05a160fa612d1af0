import {
  FACE_PRODUCT_TYPES,
  findIngredients,
  interpretQuery,
  type GuideToolHit,
  type ProductType,
} from '@seoul-glow/shared';
import { ingredientAnswer } from './expert-knowledge';
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

const DOCTOR =
  'For anything about your health, a condition or a medicine, please ask your doctor or a dermatologist.';

/** A health question: the guide's article when one answers it, always with "ask your doctor". */
function medicalAnswer(hit: GuideToolHit | undefined, nearest: GuideToolHit[]): ExpertAnswer {
  const doctor = DOCTOR;
  if (hit)
    return answer(`${hit.summary} ${doctor}${readMore([hit])}`, {
      articles: [link(hit)],
      suggestions: suggestionsAfter([hit], nearest),
    });
  return answer(
    `${NOT_SURE} That's a health question our guide doesn't cover: ${doctor.replace(/^For/, 'for')} I'm happy to help with how products feel and fit your routine.`,
    { articles: nearest.slice(0, 2).map(link), suggestions: ['Build my routine', 'Give me K-beauty tips'] },
  );
}

/**
 * The question to look up: a follow-up ("can I use it every night?", "and in the morning too?")
 * is read with the question before it.
 */
function questionOf(turn: ExpertTurn): string {
  const previous = turn.state.previousMessage;
  if (!previous || !isAdviceQuestion(previous)) return turn.message;
  const text = withoutDummyIt(turn.message.toLowerCase());
  const refersBack =
    /\b(?:it|that|this|them|they|those|these|ones?)\b|^(?:and|also|so|ok(?:ay)?,? and|what about|how about)\b|\b(?:too|also|either)\s*\??$/.test(
      text,
    );
  return refersBack ? `${previous} ${turn.message}` : turn.message;
}

/** A how-to question, answered from the guide. */
export async function adviceAnswer(turn: ExpertTurn): Promise<ExpertAnswer> {
  const text = turn.message.toLowerCase();
  const { articles, answered } = await findArticles(turn, questionOf(turn));
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
  return answer(`${answered.summary}${detail}${readMore([answered])}`, {
    articles: [link(answered)],
    products: products.map(card),
    suggestions: suggestionsAfter([answered], articles),
  });
}

/** A message nothing else understood: the guide's answer when an article clearly fits, else "not sure" or null. */
export async function guideAnswerIfClear(turn: ExpertTurn): Promise<ExpertAnswer | null> {
  const text = turn.message.toLowerCase();
  if (NEEDS_DOCTOR.test(text) || HEALTH.test(text)) return adviceAnswer(turn);
  const { articles, answered } = await findArticles(turn, questionOf(turn));
  // A sentence of its own that nothing understood is a question the expert cannot answer.
  if (!answered) return text.split(/\s+/).length >= 4 ? notSure(articles) : null;
  return answer(`${answered.summary}${readMore([answered])}`, {
    articles: [link(answered)],
    suggestions: suggestionsAfter([answered], []),
  });
}

/** The guide's article on a pair of ingredients, for the pairing answer's link. */
export async function pairingArticle(turn: ExpertTurn) {
  const { answered } = await findArticles(turn, turn.message);
  return answered ? [link(answered)] : [];
}
