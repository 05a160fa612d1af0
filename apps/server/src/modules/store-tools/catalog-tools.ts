import {
  FREE_FROM_LABELS,
  SKIN_TYPE_LABELS,
  compareProductsInput,
  comparisonSchema,
  findIngredient,
  findIngredients,
  formatUsd,
  getProductInput,
  getProductOutput,
  searchCatalogInput,
  searchCatalogOutput,
  searchQuerySchema,
  type Comparison,
  type Product,
  type SearchSort,
  type ToolProduct,
} from '@seoul-glow/shared';
import type { CatalogService } from '../catalog/catalog.service';
import { centsPerUnit, toToolProduct, toToolProductDetail } from './product-view';
import { ToolError, defineTool } from './tool';

const SORTS: Record<string, SearchSort> = {
  relevance: 'featured',
  price_asc: 'price_asc',
  price_desc: 'price_desc',
  newest: 'newest',
};

/** A product by id with its current stock, or a ToolError the caller can repeat to the shopper. */
export async function productOrRefuse(catalog: CatalogService, id: number): Promise<Product> {
  const product = await catalog.getProduct(id);
  if (!product) throw new ToolError(`There is no product with id ${id}.`);
  return product;
}

/** Glossary ids of the ingredients to leave out; a name the glossary does not know is matched as written. */
function excludedIds(names: string[]): Set<string> {
  const ids = new Set<string>();
  for (const name of names) {
    const known = findIngredient(name) ?? findIngredients(name)[0];
    ids.add(known ? known.id : `name:${name.toLowerCase()}`);
  }
  return ids;
}

function containsAny(product: Product, excluded: Set<string>): boolean {
  return product.ingredients.some((name) => {
    const id = findIngredient(name)?.id;
    return (id !== undefined && excluded.has(id)) || excluded.has(`name:${name.toLowerCase()}`);
  });
}

export function catalogTools(catalog: CatalogService) {
  const searchCatalog = defineTool({
    name: 'search_catalog',
    title: 'Search the catalog',
    description:
      "Finds products in Seoul Glow's live catalog by the shopper's words and by skin type, concern, product type, ingredients to avoid (freeFrom), an ingredient it must contain, brand and price. Only products in stock unless inStock is false. Best matches first.",
    input: searchCatalogInput,
    output: searchCatalogOutput,
    async run(input, ctx) {
      // The catalog filters by glossary ids; a name it does not know is searched as words instead.
      const ingredientId = input.ingredient
        ? (findIngredient(input.ingredient)?.id ?? findIngredients(input.ingredient)[0]?.id)
        : undefined;
      const words = [input.query, input.ingredient && !ingredientId ? input.ingredient : '']
        .filter(Boolean)
        .join(' ');
      const limit = input.limit ?? 5;
      const excluded = excludedIds(input.excludeIngredients ?? []);
      const query = searchQuerySchema.parse({
        q: words,
        sort: SORTS[input.sort ?? 'relevance'],
        page: 1,
        // The catalog cannot leave ingredients out, so a wider page is read and filtered here.
        pageSize: excluded.size ? Math.min(100, limit * 8) : limit,
        skinType: input.skinType,
        concern: input.concern,
        productType: input.productType,
        category: input.category,
        ingredient: ingredientId,
        freeFrom: input.freeFrom?.join(','),
        brand: input.brand,
        minPrice: input.minPrice,
        maxPrice: input.maxPrice,
        inStock: input.inStock === false ? undefined : '1',
      });
      const result = await catalog.searchProducts(query);
      const kept = excluded.size ? result.items.filter((p) => !containsAny(p, excluded)) : result.items;
      return {
        products: kept.slice(0, limit).map((p) => toToolProduct(p, ctx.origin)),
        total: excluded.size ? kept.length : result.total,
      };
    },
  });

  const getProduct = defineTool({
    name: 'get_product',
    title: 'Get a product',
    description:
      'One product with everything about it: description, full INCI ingredient list, key ingredients, what it is free from, skin types, concerns, size, price per ml or g, how to use, stock and rating.',
    input: getProductInput,
    output: getProductOutput,
    async run(input, ctx) {
      return { product: toToolProductDetail(await productOrRefuse(catalog, input.productId), ctx.origin) };
    },
  });

  const compareProducts = defineTool({
    name: 'compare_products',
    title: 'Compare products',
    description:
      'Two to four products side by side: price, size, price per ml or g, key ingredients, what each is free from, skin types and rating, with the best value and best rated named.',
    input: compareProductsInput,
    output: comparisonSchema,
    async run(input, ctx) {
      const ids = [...new Set(input.productIds)];
      if (ids.length < 2) throw new ToolError('Name two different products to compare.');
      const products = await Promise.all(ids.map((id) => productOrRefuse(catalog, id)));
      return compare(products, ctx.origin);
    },
  });

  return { searchCatalog, getProduct, compareProducts };
}

const listOr = (values: string[], none: string) => (values.length ? values.join(', ') : none);

/** An INCI name as shoppers say it ("Camellia Sinensis Leaf Water" → "Green tea"). */
const everydayName = (inci: string) => findIngredient(inci)?.name.split(' (')[0] ?? inci;

/** The first claims in the store's order, then how many more: a table cell stays short on a phone. */
function freeFromCell(claims: string[]): string {
  if (!claims.length) return '—';
  const shown = claims.slice(0, 3).join(', ');
  return claims.length > 3 ? `${shown} +${claims.length - 3} more` : shown;
}

/** The comparison table: one row per fact, one value per product, and what stands out. */
export function compare(products: Product[], origin: string | null): Comparison {
  const tools: ToolProduct[] = products.map((p) => toToolProduct(p, origin));
  const rows = [
    { label: 'Price', values: tools.map((p) => formatUsd(p.price)) },
    { label: 'Size', values: tools.map((p) => p.size || '—') },
    { label: 'Price per ml/g', values: tools.map((p) => p.pricePerUnit?.replace(' per ', '/') ?? '—') },
    {
      label: 'Key ingredients',
      values: tools.map((p) => listOr([...new Set(p.keyIngredients.map(everydayName))].slice(0, 3), '—')),
    },
    {
      label: 'Free from',
      values: tools.map((p) =>
        freeFromCell(p.freeFrom.map((f) => FREE_FROM_LABELS[f].label.toLowerCase().replace('drying ', ''))),
      ),
    },
    {
      label: 'Skin types',
      values: tools.map((p) =>
        p.skinTypes.length === 5
          ? 'All'
          : listOr(
              p.skinTypes.map((s) => SKIN_TYPE_LABELS[s]),
              '—',
            ),
      ),
    },
    {
      label: 'Rating',
      values: tools.map((p) =>
        p.ratingCount ? `${p.rating.toFixed(1)} (${p.ratingCount})` : 'Not rated yet',
      ),
    },
    { label: 'In stock', values: tools.map((p) => (p.inStock ? 'Yes' : 'No')) },
  ];
  const highlights: string[] = [];
  const cheapest = [...products].sort((a, b) => a.price - b.price)[0]!;
  highlights.push(`Lowest price: ${cheapest.name} (${formatUsd(cheapest.price)}).`);
  const perUnit = products
    .map((p) => ({ p, cents: centsPerUnit(p) }))
    .filter((x): x is { p: Product; cents: number } => x.cents !== null);
  // Per-unit value only compares like with like: ml with ml, g with g.
  const units = new Set(tools.filter((t) => t.pricePerUnit).map((t) => t.pricePerUnit!.split(' per ')[1]));
  if (perUnit.length >= 2 && units.size === 1) {
    const best = perUnit.sort((a, b) => a.cents - b.cents)[0]!;
    if (best.p.id !== cheapest.id) highlights.push(`Best value per ${[...units][0]}: ${best.p.name}.`);
  }
  const rated = tools.filter((t) => t.ratingCount > 0).sort((a, b) => b.rating - a.rating);
  if (rated.length >= 2 && rated[0]!.rating > rated[1]!.rating)
    highlights.push(`Best rated: ${rated[0]!.name} (${rated[0]!.rating.toFixed(1)}).`);
  const gentle = tools.filter((t) => t.freeFrom.includes('fragrance'));
  if (gentle.length > 0 && gentle.length < tools.length)
    highlights.push(`Fragrance-free: ${gentle.map((t) => t.name).join(', ')}.`);
  return { products: tools, rows, highlights };
}
