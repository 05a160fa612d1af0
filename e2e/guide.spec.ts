import { expect, test } from './fixtures';
import { allProducts } from './storefront-helpers';

/** An article the team wrote that names glossary ingredients and lists products (seed data). */
const SLUG = 'niacinamide-with-acids';

interface GuidePageAnswer {
  data: { article: { title: string; summary: string }; products: { name: string }[] };
}

test.describe('the Skincare Guide @phone', () => {
  test('from /guide to an article: its short answer, an ingredient link and the products that fit', async ({
    page,
    request,
    consoleProblems,
  }) => {
    const { data } = (await (await request.get(`/api/Guide/articles/${SLUG}`)).json()) as GuidePageAnswer;
    await page.goto('/guide');
    await expect(page.getByRole('heading', { level: 1, name: 'Skincare Guide' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Actives & pairing' })).toBeVisible();

    await page.locator(`a[href="/guide/${SLUG}"]`).first().click();
    await expect(page).toHaveURL(`/guide/${SLUG}`);
    await expect(page.getByRole('heading', { level: 1, name: data.article.title })).toBeVisible();
    await expect(page.getByTestId('guide-short-answer')).toHaveText(data.article.summary);
    await expect(page.getByText(/^Reviewed /)).toBeVisible();

    const fit = page.getByRole('region', { name: 'Products that fit' });
    await expect(fit.getByRole('heading', { level: 3 }).first()).toHaveText(data.products[0]!.name);
    await expect(
      page.getByRole('region', { name: 'Related articles' }).getByRole('link').first(),
    ).toBeVisible();

    await page.getByRole('link', { name: 'Niacinamide', exact: true }).first().click();
    await expect(page).toHaveURL('/ingredients/niacinamide');
    await expect(page.getByRole('heading', { level: 1, name: 'Niacinamide' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'In the Skincare Guide' }).locator(`a[href="/guide/${SLUG}"]`),
    ).toBeVisible();
    expect(consoleProblems).toEqual([]);
  });

  test('an unknown article is a 404 page that leads back to the guide', async ({ page }) => {
    const response = await page.goto('/guide/no-such-article');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Skincare Guide' }).first()).toBeVisible();
  });

  test('a question in the store search shows the guide’s answers above the products; a product query does not', async ({
    page,
  }) => {
    await page.goto('/products?q=how%20to%20double%20cleanse');
    const box = page.getByRole('region', { name: 'From the Skincare Guide' });
    await expect(box.locator('a[href="/guide/double-cleansing"]')).toBeVisible();
    const grid = page.getByRole('region', { name: 'Products' });
    const [boxTop, gridTop] = await Promise.all([box.boundingBox(), grid.boundingBox()]);
    expect(boxTop!.y).toBeLessThan(gridTop!.y);

    await page.goto('/products?q=snail%20essence');
    await expect(page.getByRole('region', { name: 'Products' }).getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'From the Skincare Guide' })).toHaveCount(0);
  });

  test('a product page links the articles that help use it well', async ({ page, request }) => {
    const product = (await allProducts(request))[0]!;
    await page.goto(`/products/${product.id}`);
    const guide = page.getByRole('region', { name: 'How to use it well' });
    const first = guide.getByRole('link').first();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/guide\/[a-z0-9-]+$/);
    await first.click();
    await expect(page).toHaveURL(href!);
    await expect(page.getByTestId('guide-short-answer')).toBeVisible();
  });
});

test('the sitemap lists /guide and every published article', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const { data } = (await (await request.get('/api/Guide/articles')).json()) as {
    data: { topics: { articles: { slug: string }[] }[] };
  };
  expect(xml).toMatch(/<loc>[^<]+\/guide<\/loc>/);
  for (const a of data.topics.flatMap((t) => t.articles)) expect(xml).toContain(`/guide/${a.slug}</loc>`);
});
