import { describe, expect, it } from 'vitest';
import type { GuideArticle } from '@seoul-glow/shared';
import { GUIDE_ARTICLES } from '../../db/seed/guide';
import { buildGuideIndex, stemGuideTerm } from './guide-index';

function article(over: Partial<GuideArticle> & Pick<GuideArticle, 'slug' | 'title'>): GuideArticle {
  return {
    topic: 'routine',
    summary: '',
    body: '',
    ingredients: [],
    concerns: [],
    skinTypes: [],
    productTypes: [],
    asks: [],
    related: [],
    reviewedAt: '2026-11-30',
    published: true,
    ...over,
  };
}

const FIXTURES: GuideArticle[] = [
  article({
    slug: 'reapplying-sunscreen',
    title: 'How often to reapply sunscreen',
    topic: 'sun',
    summary: 'Reapply every two hours outdoors, and after swimming or sweating.',
    body: 'Sunscreen wears off with sweat, water and touching your face.',
    productTypes: ['sunscreen'],
    asks: ['spf reapply', 'when to reapply spf'],
  }),
  article({
    slug: 'double-cleansing',
    title: 'Double cleansing: why and how',
    summary: 'An oil cleanser first lifts sunscreen and makeup; a gentle water-based cleanser follows.',
    body: 'Massage the cleansing oil onto dry skin, emulsify with water, then use a foam cleanser.',
    productTypes: ['cleanser'],
    asks: ['how to double cleanse', 'do i need two cleansers'],
  }),
  article({
    slug: 'skin-barrier-care',
    title: 'Caring for a damaged skin barrier',
    topic: 'barrier',
    summary: 'Pause strong actives, cleanse gently and moisturise with ceramides until skin feels calm.',
    body: 'A tight, stinging feeling after cleansing often means the barrier needs rest.',
    ingredients: ['ceramides'],
    concerns: ['sensitivity'],
    asks: ['repair damaged skin barrier', 'my skin stings after everything'],
  }),
  article({
    slug: 'retinol-and-acids',
    title: 'Can I use retinol with AHA or BHA?',
    topic: 'actives',
    summary: 'Use them on different nights at first; together they can be too much for most skin.',
    body: 'Retinoids and exfoliating acids both speed up renewal.',
    ingredients: ['retinol', 'glycolic-acid', 'salicylic-acid'],
    asks: ['retinol and glycolic acid together', 'mixing retinol with exfoliating acids'],
  }),
  article({
    slug: 'hidden-draft',
    title: 'Sunscreen draft nobody should see',
    topic: 'sun',
    summary: 'Not published.',
    published: false,
  }),
];

describe('the guide index', () => {
  const index = buildGuideIndex(FIXTURES);
  const first = (q: string) => index.search(q)[0]?.article.slug;

  it('ranks the article that answers the question first', () => {
    expect(first('How often should I reapply sunscreen?')).toBe('reapplying-sunscreen');
    expect(first('spf reapply')).toBe('reapplying-sunscreen');
    expect(first('how to double cleanse')).toBe('double-cleansing');
    expect(first('How do I repair my damaged skin barrier?')).toBe('skin-barrier-care');
    expect(first('can i use retinol with glycolic acid')).toBe('retinol-and-acids');
  });

  it('still finds the article through typos', () => {
    expect(first('how ofen to reaply sunscren')).toBe('reapplying-sunscreen');
    expect(first('dubble cleansing')).toBe('double-cleansing');
    expect(first('retinol with glycolc acid')).toBe('retinol-and-acids');
    expect(first('damagd skin barier')).toBe('skin-barrier-care');
  });

  it('searches published articles only, and bySlug and all agree', () => {
    expect(index.search('sunscreen draft').map((h) => h.article.slug)).not.toContain('hidden-draft');
    expect(index.bySlug('hidden-draft')).toBeUndefined();
    expect(index.bySlug('double-cleansing')?.title).toBe('Double cleansing: why and how');
    expect(index.all().map((a) => a.slug)).toEqual([
      'reapplying-sunscreen',
      'double-cleansing',
      'skin-barrier-care',
      'retinol-and-acids',
    ]);
  });

  it('keeps to the topic and the limit asked for, best first', () => {
    const hits = index.search('sunscreen cleanser oil', { limit: 2 });
    expect(hits).toHaveLength(2);
    expect(hits[0]!.score).toBeGreaterThanOrEqual(hits[1]!.score);
    expect(index.search('sunscreen cleanser', { topic: 'sun' }).map((h) => h.article.topic)).toEqual(['sun']);
  });

  it('finds nothing for stop words alone or an empty text', () => {
    expect(index.search('how do i')).toEqual([]);
    expect(index.search('   ')).toEqual([]);
  });

  it('stems plurals and verb endings to the same word', () => {
    expect(stemGuideTerm('cleansing')).toBe(stemGuideTerm('cleanse'));
    expect(stemGuideTerm('sunscreens')).toBe('sunscreen');
    expect(stemGuideTerm('dries')).toBe('dry');
    expect(stemGuideTerm('reapplying')).toBe(stemGuideTerm('reapply'));
  });
});

describe("the guide index over the team's articles", () => {
  const index = buildGuideIndex(GUIDE_ARTICLES);
  const first = (q: string) => index.search(q)[0]?.article.slug;

  it.each([
    ['How often should I reapply sunscreen?', 'reapplying-sunscreen'],
    ['spf reapply', 'reapplying-sunscreen'],
    ['How do I repair my damaged skin barrier?', 'skin-barrier-care'],
    ['My T-zone is oily but my cheeks are dry. What skin type is that?', 'combination-skin'],
    ['is it purging or a breakout', 'purging-vs-breakouts'],
    ['how to patch test a new serum', 'patch-testing'],
    ['can i use retinol with vitamin c', 'retinol-and-vitamin-c'],
    ['how to double cleanse', 'double-cleansing'],
    ['whats the order of skincare steps', 'skincare-routine-order'],
    ['niacinamide and vitamin c together?', 'vitamin-c-and-niacinamide'],
    ['do i need toner', 'do-i-need-a-toner'],
  ])('answers %j with %s', (question, slug) => {
    expect(first(question)).toBe(slug);
  });

  it.each([
    ['how ofen reaply sunscren', 'reapplying-sunscreen'],
    ['how much sunscren should i use', 'how-much-sunscreen'],
    ['dubble cleansing', 'double-cleansing'],
    ['minral vs chemcial sunscreen', 'mineral-vs-chemical-sunscreen'],
  ])('still answers the typo %j with %s', (question, slug) => {
    expect(first(question)).toBe(slug);
  });
});
