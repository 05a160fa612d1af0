/**
 * Retrieval over the Skincare Guide (docs/product.md#the-skincare-guide): an in-memory MiniSearch
 * index of the published articles, so the assistant answers a question without a database round
 * trip and a typo still finds its article (ADR 0027). Built once per change of the articles; a
 * build is a few milliseconds, a search well under one.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import { expandGuideQuery } from './guide-query';
import {
  CONCERN_LABELS,
  INGREDIENTS_BY_ID,
  PRODUCT_TYPE_LABELS,
  SKIN_TYPE_LABELS,
  type GuideArticle,
  type GuideTopic,
} from '@seoul-glow/shared';

export interface GuideHit {
  article: GuideArticle;
  /** MiniSearch's BM25 score: comparable within one search only, higher is better. */
  score: number;
  /**
   * Whether the article is about what was asked: enough of the question's words are in its title,
   * its rephrasings, its ingredients, product types or concerns, not only in its text. A question
   * whose best article does not answer it gets "not sure" from the assistant.
   */
  answers: boolean;
}

export interface GuideSearchOptions {
  /** At most this many hits (default 5). */
  limit?: number;
  topic?: GuideTopic;
}

export interface GuideIndex {
  /** Published articles matching the text, best first. */
  search(text: string, options?: GuideSearchOptions): GuideHit[];
  /** A published article by its slug. */
  bySlug(slug: string): GuideArticle | undefined;
  /** Every published article, in the order given. */
  all(): readonly GuideArticle[];
}

/**
 * Words that carry no subject in a question ("how often should I …"). "skin" stays: it is in most
 * articles, so BM25 weighs it little anyway, and "skin barrier" needs it.
 */
const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about after again all also am an and any are as at be because been before being both but by ' +
    'can could did do does doing down during each few for from further had has have having he her ' +
    'here hers him his how i if in into is it its itself just me more most my myself no nor not now ' +
    'of off on once only or other our ours out over own same she should so some such than that the ' +
    'their theirs them then there these they this those through to too under until up very was we ' +
    'were what when where which while who whom why will with would you your yours yourself im ive ' +
    'dont doesnt cant isnt whats thats u ur pls please thanks thank get got really way ok okay'
  ).split(' '),
);

/**
 * A light English stemmer: plural and verb endings off, then a final "e", so "cleanse",
 * "cleansing" and "cleansed" meet at "cleans" on both the article and the question side ("cleanser"
 * is reached by prefix).
 * Deliberately crude: both sides go through it, so a consistent stem matters more than a correct one.
 */
export function stemGuideTerm(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && w.endsWith('ied')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed') && !w.endsWith('eed')) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  // "caring" and "care" meet at "care", not at "car".
  if (w.length <= 3 && /(?:ing|[^i]ed)$/.test(word)) w = `${w}e`;
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

function processTerm(term: string): string | null {
  const word = term
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]s$/, '')
    .replace(/['’]/g, '');
  if (!word || STOP_WORDS.has(word)) return null;
  // British and American spellings meet ("moisturiser", "moisturizer").
  return stemGuideTerm(word.replace(/(?<=[a-z]{4})is(?=e|es|ed|er|ers|ing|ation)$/, 'iz'));
}

interface GuideDocument {
  id: string;
  topic: GuideTopic;
  title: string;
  asks: string;
  summary: string;
  body: string;
  ingredients: string;
  productTypes: string;
  concerns: string;
}

function ingredientWords(slug: string): string {
  const ingredient = INGREDIENTS_BY_ID.get(slug);
  if (!ingredient) return slug.replace(/-/g, ' ');
  return [ingredient.name, ...ingredient.aliases].join(' ');
}

function toDocument(article: GuideArticle): GuideDocument {
  return {
    id: article.slug,
    topic: article.topic,
    title: article.title,
    asks: article.asks.join(' \n '),
    summary: article.summary,
    body: article.body,
    ingredients: article.ingredients.map(ingredientWords).join(' \n '),
    productTypes: article.productTypes
      .map((t) => `${PRODUCT_TYPE_LABELS[t] ?? t} ${t.replace(/-/g, ' ')}`)
      .join(' \n '),
    concerns: [
      ...article.concerns.map((c) => CONCERN_LABELS[c] ?? c),
      ...article.skinTypes.map((s) => `${SKIN_TYPE_LABELS[s] ?? s} ${s}`),
    ].join(' \n '),
  };
}

const FIELDS = ['title', 'asks', 'summary', 'body', 'ingredients', 'productTypes', 'concerns'] as const;

/** The fields that say what an article is about; a word only in the summary or body is a mention. */
const KEY_FIELDS: ReadonlySet<string> = new Set(['title', 'asks', 'ingredients', 'productTypes', 'concerns']);

/** Words in nearly every article's key fields: matching them says nothing about the subject. */
const GENERIC_TERMS: ReadonlySet<string> = new Set(
  'skin use product face good best need help work time day often long normal bad right thing start stop keep make put much many'
    .split(' ')
    .map(stemGuideTerm),
);

/**
 * Whether a result answers the question: two subject words in its key fields, or one when the
 * question has at most three subject words ("spf reapply", "purging").
 */
function answersQuestion(
  result: SearchResult,
  asked: number,
  question: { terms: Set<string>; typos: boolean },
  topics: ReadonlySet<string>,
): boolean {
  const questionTerms = Math.min(question.terms.size, asked);
  let key = 0;
  let topical = false;
  for (const [term, fields] of Object.entries(result.match)) {
    if (GENERIC_TERMS.has(term) || !fields.some((f) => KEY_FIELDS.has(f))) continue;
    key += 1;
    // A near match ("check" for "cheek") names the subject only when the question has a typo.
    const said = [...question.terms].some((q) => term === q || (q.length >= 4 && term.startsWith(q)));
    if (topics.has(term) && (said || question.typos)) topical = true;
  }
  // "Left in a hot car" is in an article's questions, but "car" is no subject of the guide.
  if (!topical) return false;
  if (key >= 2) return true;
  // One subject word in the key fields: enough when most of the question's words are in the text.
  const matched = result.queryTerms.filter((t) => !GENERIC_TERMS.has(t)).length;
  return key === 1 && (questionTerms <= 3 || matched >= 0.6 * questionTerms);
}

/** A text's subject words, as the index reads them. */
export function subjectTerms(text: string): Set<string> {
  const terms = new Set<string>();
  for (const word of text.split(/[^\p{L}\p{N}'’]+/u)) {
    const term = word && processTerm(word);
    if (term && !GENERIC_TERMS.has(term)) terms.add(term);
  }
  return terms;
}

/** Title and the team's rephrasings say what an article answers; the body only mentions things. */
const BOOST: Record<(typeof FIELDS)[number], number> = {
  title: 3,
  asks: 3,
  summary: 1.5,
  body: 1,
  ingredients: 1.5,
  productTypes: 1.2,
  concerns: 1.2,
};

const SEARCH_OPTIONS = {
  boost: BOOST,
  combineWith: 'OR' as const,
  // Prefix only from four letters ("spf" should not match "spfs"-like noise); one edit per five letters.
  prefix: (term: string) => term.length >= 4,
  fuzzy: (term: string) => (term.length >= 5 ? 0.2 : term.length === 4 ? 1 : false),
  weights: { fuzzy: 0.4, prefix: 0.5 },
};

export function buildGuideIndex(articles: readonly GuideArticle[]): GuideIndex {
  const published = articles.filter((a) => a.published);
  const bySlug = new Map(published.map((a) => [a.slug, a]));
  const mini = new MiniSearch<GuideDocument>({
    fields: [...FIELDS],
    storeFields: ['topic'],
    processTerm,
    searchOptions: SEARCH_OPTIONS,
  });
  const documents = published.map(toDocument);
  mini.addAll(documents);
  // Every word the guide uses, to tell a question about something it never mentions (a car, the weather).
  const vocabulary = new Set<string>();
  for (const doc of documents)
    for (const field of FIELDS) for (const term of subjectTerms(doc[field])) vocabulary.add(term);
  // The guide's subjects: the words of its titles, ingredients, product types and concerns.
  const topics = new Set<string>();
  for (const doc of documents)
    for (const field of ['title', 'ingredients', 'productTypes', 'concerns'] as const)
      for (const term of subjectTerms(doc[field])) topics.add(term);
  const unknownWords = (terms: Set<string>) =>
    [...terms].filter((t) => !vocabulary.has(t) && mini.search(t, SEARCH_OPTIONS).length === 0).length;
  const misspelt = (terms: Set<string>) => [...terms].some((t) => !vocabulary.has(t));

  return {
    search(text, options = {}) {
      const limit = options.limit ?? 5;
      if (limit <= 0 || !text.trim()) return [];
      const topic = options.topic;
      const results: SearchResult[] = mini.search(expandGuideQuery(text), {
        ...SEARCH_OPTIONS,
        ...(topic ? { filter: (r: SearchResult) => r.topic === topic } : {}),
      });
      const hits: GuideHit[] = [];
      const terms = subjectTerms(text);
      const asked = terms.size;
      // Two or more words the guide never uses, a third of the question or more: not its subject.
      const unknown = unknownWords(terms);
      const offTopic = unknown >= 2 && unknown >= asked / 3;
      // The words the question was read with count as said ("tight" asks about dry skin).
      const question = { terms: subjectTerms(expandGuideQuery(text)), typos: misspelt(terms) };
      for (const result of results) {
        const article = bySlug.get(String(result.id));
        if (article)
          hits.push({
            article,
            score: result.score,
            answers: !offTopic && answersQuestion(result, asked, question, topics),
          });
        if (hits.length >= limit) break;
      }
      return hits;
    },
    bySlug: (slug) => bySlug.get(slug),
    all: () => published,
  };
}
