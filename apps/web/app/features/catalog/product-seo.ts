import { STORE_NAME, productImageUrl, type Product, type Review } from '@seoul-glow/shared';
import { withTwitterCard } from '~/lib/social-meta';

/** schema.org Product for rich results: brand, size, price, availability and the rating (5.0 when absent). */
export function productJsonLd(product: Product, origin: string, reviews: Review[] = []) {
  const url = `${origin}/products/${product.id}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': url,
    name: product.name,
    description: product.description,
    sku: `SG-${product.id}`,
    url,
    image: product.images.map((file) => `${origin}${productImageUrl(file)}`),
    // The maker's brand; products without one are the store's own selection.
    brand: { '@type': 'Brand', name: product.brand || STORE_NAME },
    ...(product.size ? { size: product.size } : {}),
    ...(product.categoryName ? { category: product.categoryName } : {}),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'USD',
      price: product.price.toFixed(2),
      availability:
        product.stockQuantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(product.ratingCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: (product.averageRating > 0 ? product.averageRating : 5).toFixed(1),
            reviewCount: product.ratingCount,
            bestRating: '5',
            worstRating: '1',
          },
        }
      : {}),
    // The reviews the page shows (its first page), as the shoppers wrote them.
    ...(reviews.length
      ? {
          review: reviews.map((r) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: r.author },
            datePublished: r.createdAt.slice(0, 10),
            name: r.title,
            reviewBody: r.text,
            reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
  };
}

/** A description for meta tags: the product text on one line, cut near 155 characters. */
export function metaDescription(text: string, max = 155): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).trimEnd()}…`;
}

/** The product page's title, description, canonical URL, Open Graph tags and JSON-LD. */
export function productMeta(product: Product, origin: string, reviews: Review[] = []) {
  const url = `${origin}/products/${product.id}`;
  const title = `${product.name} | ${STORE_NAME}`;
  const description = metaDescription(product.description);
  const image = product.images[0] ? `${origin}${productImageUrl(product.images[0])}` : null;
  return withTwitterCard([
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'product' },
    { property: 'og:title', content: product.name },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:site_name', content: STORE_NAME },
    ...(image
      ? [
          { property: 'og:image', content: image },
          { property: 'og:image:alt', content: product.name },
        ]
      : []),
    { property: 'product:price:amount', content: product.price.toFixed(2) },
    { property: 'product:price:currency', content: 'USD' },
    { 'script:ld+json': productJsonLd(product, origin, reviews) },
  ]);
}
