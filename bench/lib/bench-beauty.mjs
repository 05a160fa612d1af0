// Beauty facts for the bench catalog, drawn from the demo catalog's labels: every bench product
// gets the brand, type, skin types, concerns, INCI list, key ingredients, size and how-to-use of a
// demo product of its category (free-from and glossary ids are derived by the server at its first
// catalog read, as after a glossary change), so search, filters and facets run on real labels.
import { tsImport } from 'tsx/esm/api';

/** The demo labels, each with its category's position in CATEGORIES order. */
export async function demoLabels() {
  const { CATALOG_PRODUCTS, CATEGORY_NAMES } = await tsImport(
    '../../apps/server/src/db/seed/catalog-data.ts',
    import.meta.url,
  );
  const { beautyOf } = await tsImport(
    '../../apps/server/src/db/seed/beauty/catalog-beauty.ts',
    import.meta.url,
  );
  const seen = new Map();
  return CATALOG_PRODUCTS.map((product) => {
    const cat = CATEGORY_NAMES.indexOf(product.category);
    const k = seen.get(cat) ?? 0;
    seen.set(cat, k + 1);
    const b = beautyOf(product);
    return {
      cat,
      k,
      brand: b.brand,
      product_type: b.productType,
      skin_types: b.skinTypes,
      concerns: b.concerns,
      ingredients: b.ingredients,
      key_ingredients: b.keyIngredients,
      size: b.size,
      how_to_use: b.howToUse,
    };
  });
}

/**
 * Gives each product, within its category (categories in the demo's order by id), the labels of
 * that category's demo products round robin.
 */
export async function seedBeauty(client, labels) {
  await client.query(
    `WITH labels AS (
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS l(cat int, k int, brand text, product_type text,
         skin_types text[], concerns text[], ingredients text[], key_ingredients text[], size text, how_to_use text)
     ), counts AS (SELECT cat, count(*)::int AS n FROM labels GROUP BY cat),
     cats AS (SELECT id, (row_number() OVER (ORDER BY id) - 1)::int AS c FROM categories),
     p AS (SELECT id, category_id, (row_number() OVER (PARTITION BY category_id ORDER BY id) - 1)::int AS g FROM products)
     UPDATE products SET brand = l.brand, product_type = l.product_type, skin_types = l.skin_types,
       concerns = l.concerns, ingredients = l.ingredients, key_ingredients = l.key_ingredients,
       size = l.size, how_to_use = l.how_to_use
     FROM p, cats, counts, labels l
     WHERE products.id = p.id AND cats.id = p.category_id AND counts.cat = cats.c
       AND l.cat = cats.c AND l.k = p.g % counts.n`,
    [JSON.stringify(labels)],
  );
}
