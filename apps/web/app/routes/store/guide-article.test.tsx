import { cleanup, render, screen } from '@testing-library/react';
import { RouterContextProvider, createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { GuideArticle, GuidePage, StoreServices } from '@seoul-glow/shared';
import { storeContext } from '~/lib/store-context';
import GuideArticleRoute, { loader } from './guide-article';

afterEach(cleanup);

const ARTICLE: GuideArticle = {
  slug: 'niacinamide-basics',
  title: 'What does niacinamide do?',
  topic: 'actives',
  summary: 'It helps even the look of tone and pores.',
  body: 'Niacinamide is vitamin B3.\n\n## How to use it\n\n- Once or twice a day\n- Under moisturiser',
  ingredients: ['niacinamide'],
  concerns: [],
  skinTypes: [],
  productTypes: ['serum'],
  asks: ['what is niacinamide good for'],
  related: ['vitamin-c'],
  reviewedAt: '2026-11-30',
  published: true,
};

const PAGE: GuidePage = {
  article: ARTICLE,
  products: [],
  related: [
    {
      slug: 'vitamin-c',
      title: 'Vitamin C in the morning',
      topic: 'actives',
      summary: 'Under SPF.',
      reviewedAt: '2026-11-01',
    },
  ],
  ingredientNames: { niacinamide: 'Niacinamide' },
};

function contextWith(page: GuidePage | null) {
  const context = new RouterContextProvider();
  const services = { getGuideArticle: async (slug: string) => (slug === page?.article.slug ? page : null) };
  context.set(storeContext, { services: services as unknown as StoreServices, origin: 'http://shop.test' });
  return context;
}

const load = (slug: string, page: GuidePage | null = PAGE) =>
  loader({
    params: { slug },
    context: contextWith(page),
    request: new Request(`http://shop.test/guide/${slug}`),
  } as never);

describe('/guide/{slug} loader', () => {
  it('answers 404 for a slug the guide does not publish', async () => {
    const answer = (await load('no-such-article')) as unknown as { init: { status: number } };
    expect(answer.init.status).toBe(404);
  });

  it('sends the text as blocks, not the raw body or the retrieval phrases', async () => {
    const answer = await load(ARTICLE.slug);
    const json = JSON.stringify(answer);
    expect(json).not.toContain('what is niacinamide good for');
    expect(json).not.toContain('## How to use it');
    expect(answer).toMatchObject({ page: { article: { slug: ARTICLE.slug } }, origin: 'http://shop.test' });
  });
});

describe('/guide/{slug} page', () => {
  it('shows the title, the short answer first, the text as HTML with the ingredient linked, and related articles', async () => {
    const data = await load(ARTICLE.slug);
    const Stub = createRoutesStub([
      { path: '/guide/:slug', Component: GuideArticleRoute as never, loader: () => data },
    ]);
    render(<Stub initialEntries={[`/guide/${ARTICLE.slug}`]} />);
    expect(await screen.findByRole('heading', { level: 1, name: ARTICLE.title })).toBeTruthy();
    expect(screen.getByTestId('guide-short-answer').textContent).toBe(ARTICLE.summary);
    expect(screen.getByRole('heading', { level: 2, name: 'How to use it' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toContain('Under moisturiser');
    expect(screen.getByRole('link', { name: 'Niacinamide' }).getAttribute('href')).toBe(
      '/ingredients/niacinamide',
    );
    expect(screen.getByText('November 30, 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Vitamin C in the morning/ }).getAttribute('href')).toBe(
      '/guide/vitamin-c',
    );
  });
});
