import { STORE_NAME, productImageUrl, type Product } from '@seoul-glow/shared';

/** schema.org Product for rich results: price, availability and the rating (5.0 when absent). */
export function productJsonLd(product: Product, origin: string) {
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
    brand: { '@type': 'Brand', name: STORE_NAME },
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
  };
}

/** A description for meta tags: the product text on one line, cut near 155 characters. */
export function metaDescription(text: string, max = 155): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).trimEnd()}…`;
}
