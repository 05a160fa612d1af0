import {
  addToCartInput,
  cartActionOutput,
  createCartInput,
  createCartOutput,
  updateCartInput,
  type Product,
} from '@seoul-glow/shared';
import type { Db } from '../../db/client';
import type { CatalogService } from '../catalog/catalog.service';
import { quoteCart } from '../checkout/cart-quote';
import { productOrRefuse } from './catalog-tools';
import { ToolError, defineTool } from './tool';

/** The link that opens the store's cart holding these items (the cart page applies `?items=`). */
export function cartLink(items: { productId: number; quantity: number }[], origin: string | null): string {
  const list = items.map((i) => `${i.productId}:${i.quantity}`).join(',');
  return `${origin ? origin.replace(/\/+$/, '') : ''}/cart?items=${list}`;
}

function refuseShortStock(product: Product, quantity: number): void {
  if (product.stockQuantity <= 0) throw new ToolError(`${product.name} is out of stock right now.`);
  if (quantity > product.stockQuantity)
    throw new ToolError(`Only ${product.stockQuantity} left of ${product.name}.`);
}

const brief = (p: Product) => ({ id: p.id, name: p.name, price: p.price });

/**
 * The cart lives in the shopper's browser (docs/product.md#what-the-store-keeps), so these tools
 * change nothing on the server: add_to_cart and update_cart return an action the widget applies
 * and shows; create_cart returns a link that fills the cart when opened.
 */
export function cartTools({ catalog, db }: { catalog: CatalogService; db: Db }) {
  const addToCart = defineTool({
    name: 'add_to_cart',
    title: 'Add to cart',
    description:
      "Puts a product in the shopper's cart (the chat widget applies it in their browser and shows it). Refuses products out of stock.",
    input: addToCartInput,
    output: cartActionOutput,
    async run(input) {
      const product = await productOrRefuse(catalog, input.productId);
      const quantity = input.quantity ?? 1;
      refuseShortStock(product, quantity);
      return {
        action: { type: 'add_to_cart' as const, productId: product.id, quantity },
        product: brief(product),
      };
    },
  });

  const updateCart = defineTool({
    name: 'update_cart',
    title: 'Change a cart line',
    description:
      "Sets the quantity of a product in the shopper's cart; quantity 0 removes it (the chat widget applies it in their browser and shows it).",
    input: updateCartInput,
    output: cartActionOutput,
    async run(input) {
      const product = await productOrRefuse(catalog, input.productId);
      if (input.quantity > 0) refuseShortStock(product, input.quantity);
      return {
        action: { type: 'update_cart' as const, productId: product.id, quantity: input.quantity },
        product: brief(product),
      };
    },
  });

  const createCart = defineTool({
    name: 'create_cart',
    title: 'Create a cart link',
    description:
      "Makes a link to Seoul Glow's cart holding these products; the shopper opens it, reviews the cart and checks out. Refuses products out of stock.",
    input: createCartInput,
    output: createCartOutput,
    async run(input, ctx) {
      const merged = new Map<number, number>();
      for (const item of input.items)
        merged.set(item.productId, (merged.get(item.productId) ?? 0) + item.quantity);
      const names = new Map<number, string>();
      for (const [productId, quantity] of merged) {
        const product = await productOrRefuse(catalog, productId);
        refuseShortStock(product, quantity);
        if (quantity > 999) throw new ToolError(`At most 999 of ${product.name} fit in one cart line.`);
        names.set(productId, product.name);
      }
      if (!ctx.origin) throw new ToolError('The store does not know its own address; set PUBLIC_URL.');
      // Priced by the store's one cart quote, as the cart page will show it.
      const wanted = [...merged].map(([productId, quantity]) => ({ productId, quantity }));
      const quote = await quoteCart({ db }, { items: wanted }, ctx.ip);
      const items = quote.lines.map((l) => ({
        productId: l.productId,
        name: l.name ?? names.get(l.productId)!,
        quantity: l.quantity,
        price: l.price ?? 0,
      }));
      return { url: cartLink(items, ctx.origin), items, subtotal: quote.subtotal, currency: 'USD' as const };
    },
  });

  return { addToCart, updateCart, createCart };
}
