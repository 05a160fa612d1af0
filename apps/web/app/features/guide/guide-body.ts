/**
 * An article's text (packages/shared knowledge/guide-article.ts: blank-line paragraphs, "## "
 * subheadings, "- " lists) as blocks the page renders into elements, with the first mention of
 * each of the article's glossary ingredients marked as a link. Built in the loader: the page's
 * code only maps blocks to elements, and the glossary stays on the server.
 */

/** A run of text, or an ingredient name that links to its glossary page. */
export type GuideInline = string | { text: string; slug: string };

export type GuideBlock =
  | { kind: 'paragraph'; parts: GuideInline[] }
  | { kind: 'heading'; parts: GuideInline[] }
  | { kind: 'list'; items: GuideInline[][] };

/** The names an ingredient goes by in running text: its glossary name and aliases. */
export interface IngredientNames {
  slug: string;
  names: string[];
}

type RawBlock =
  { kind: 'paragraph'; text: string } | { kind: 'heading'; text: string } | { kind: 'list'; items: string[] };

function rawBlocks(body: string): RawBlock[] {
  const blocks: RawBlock[] = [];
  for (const chunk of body.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    let paragraph: string[] = [];
    let list: string[] = [];
    const flushParagraph = () => {
      if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
      paragraph = [];
    };
    const flushList = () => {
      if (list.length) blocks.push({ kind: 'list', items: list });
      list = [];
    };
    for (const raw of chunk.split('\n')) {
      const line = raw.trim();
      if (!line) continue;
      if (line.startsWith('## ')) {
        flushParagraph();
        flushList();
        blocks.push({ kind: 'heading', text: line.slice(3).trim() });
      } else if (line.startsWith('- ')) {
        flushParagraph();
        list.push(line.slice(2).trim());
      } else if (list.length && !paragraph.length && /^\s/.test(raw)) {
        // An indented line continues the list item above it.
        list[list.length - 1] += ` ${line}`;
      } else {
        flushList();
        paragraph.push(line);
      }
    }
    flushParagraph();
    flushList();
  }
  return blocks;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Splits text at the first mention of each ingredient not linked yet (`linked` is shared by the
 * whole article, so each ingredient links once). Names match whole words, case-insensitively;
 * longer names first, so "hyaluronic acid" wins over "acid".
 */
function linkMentions(text: string, ingredients: IngredientNames[], linked: Set<string>): GuideInline[] {
  const candidates = ingredients
    .filter((i) => !linked.has(i.slug))
    .flatMap((i) => i.names.filter((n) => n.trim().length > 2).map((name) => ({ slug: i.slug, name })))
    .sort((a, b) => b.name.length - a.name.length);
  if (!candidates.length) return [text];
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${candidates.map((c) => escapeRegExp(c.name)).join('|')})(?![\\p{L}\\p{N}])`,
    'giu',
  );
  const parts: GuideInline[] = [];
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    const found = match[0].toLowerCase();
    const slug = candidates.find((c) => c.name.toLowerCase() === found)?.slug;
    if (!slug || linked.has(slug)) continue;
    linked.add(slug);
    if (match.index > at) parts.push(text.slice(at, match.index));
    parts.push({ text: match[0], slug });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}

/** The article's body as blocks, each ingredient's first mention in the text a link. */
export function guideBlocks(body: string, ingredients: IngredientNames[]): GuideBlock[] {
  const linked = new Set<string>();
  return rawBlocks(body).map((block) => {
    if (block.kind === 'heading')
      return { kind: 'heading', parts: linkMentions(block.text, ingredients, linked) };
    if (block.kind === 'list')
      return { kind: 'list', items: block.items.map((item) => linkMentions(item, ingredients, linked)) };
    return { kind: 'paragraph', parts: linkMentions(block.text, ingredients, linked) };
  });
}
