import type { GuideArticle } from '@seoul-glow/shared';
import { subjectTerms } from './guide-index';

/**
 * The sentence of an article's text that shares most subject words with the question (two at
 * least), when it says more than the short answer: the detail a shopper asked about ("after
 * swimming") that the summary leaves out.
 */
export function closestSentence(article: GuideArticle, question: string): string | null {
  const asked = [...subjectTerms(question)];
  const summary = subjectTerms(article.summary);
  const sentences: { sentence: string; terms: Set<string> }[] = [];
  for (const line of article.body.split('\n')) {
    if (line.startsWith('## ')) continue;
    for (const raw of line.replace(/^- /, '').split(/(?<=[.!?])\s+(?=[A-Z])/)) {
      const sentence = raw.trim();
      if (sentence.length >= 20 && sentence.length <= 260 && /[.!?]$/.test(sentence))
        sentences.push({ sentence, terms: subjectTerms(sentence) });
    }
  }
  // A word in few of the article's sentences says more about which sentence was asked for.
  const shares = (terms: Set<string>, q: string) => [...terms].some((t) => sameWord(t, q));
  const weight = new Map(
    asked.map((q) => [q, 1 / Math.max(1, sentences.filter((s) => shares(s.terms, q)).length)]),
  );
  let best: { sentence: string; score: number } | null = null;
  for (const { sentence, terms } of sentences) {
    let shared = 0;
    let score = 0;
    let fresh = false;
    for (const q of asked) {
      if (!shares(terms, q)) continue;
      shared += 1;
      score += weight.get(q)!;
      if (!shares(summary, q)) fresh = true;
    }
    if (shared >= 2 && fresh && (!best || score > best.score)) best = { sentence, score };
  }
  return best?.sentence ?? null;
}

/** The same word as the stemmer leaves it, or one a longer form of the other ("flaky", "flakes"). */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const short = Math.min(a.length, b.length);
  if (short >= 3 && (a.startsWith(b) || b.startsWith(a))) return true;
  let common = 0;
  while (common < short && a[common] === b[common]) common++;
  return common >= 4 && common >= 0.8 * short;
}
