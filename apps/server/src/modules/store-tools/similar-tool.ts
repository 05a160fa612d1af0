import { findIngredient, findIngredients, findSimilarInput, findSimilarOutput } from '@seoul-glow/shared';
import type { CatalogService } from '../catalog/catalog.service';
import { productUrl } from './product-view';
import { ToolError, defineTool } from './tool';

/** find_similar (docs/product.md#similar-formulas-for-less): the product page's "similar formulas for less" as a tool. */
export function similarTools(catalog: CatalogService) {
  const findSimilar = defineTool({
    name: 'find_similar',
    title: 'Find similar formulas',
    description:
      'Finds up to three in-stock products of the same type with the most similar formulas (key ingredients and the first ingredients of the label weigh most), each naming the key ingredients it shares; by default only those cheaper than productId. For a product this store does not sell, give the ingredient the shopper named (and the product type): the answer is products built around it, not the same formula, and should say so.',
    input: findSimilarInput,
    output: findSimilarOutput,
    async run(input, ctx) {
      let found;
      if (input.productId !== undefined) {
        found = await catalog.getSimilarProducts(input.productId, input.cheaper ?? true);
        if (!found) throw new ToolError(`There is no product with id ${input.productId}.`);
      } else {
        const name = input.ingredient!;
        const ingredient = findIngredient(name) ?? findIngredients(name)[0];
        if (!ingredient) throw new ToolError(`"${name}" is not an ingredient the glossary knows.`);
        found =
          (await catalog.getSimilarProducts(
            { productType: input.productType ?? null, ingredientId: ingredient.id },
            false,
          )) ?? [];
      }
      return { products: found.map((p) => ({ ...p, url: productUrl(p.id, ctx.origin) })) };
    },
  });
  return { findSimilar };
}
