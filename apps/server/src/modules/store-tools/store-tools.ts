import type { Db } from '../../db/client';
import type { CatalogService } from '../catalog/catalog.service';
import type { OrderAccessService } from '../orders/order-access.service';
import { cartTools } from './cart-tools';
import { catalogTools } from './catalog-tools';
import { guideTools, type GuideSource } from './guide-tools';
import { ingredientTools } from './ingredient-tools';
import { orderTools } from './order-tools';
import { policyTools } from './policy-tools';
import { routineTools } from './routine-tool';
import { similarTools } from './similar-tool';
import type { StoreTool } from './tool';

export interface StoreToolDeps {
  db: Db;
  catalog: CatalogService;
  orderAccess: OrderAccessService;
  /** Payments run through the demo provider (the policies say so). */
  demoPayments: boolean;
  /** The Skincare Guide as published now (the guide service's index). */
  guide: GuideSource;
}

/** Every store tool, once (docs/product.md#the-beauty-assistant). */
export function createStoreTools(deps: StoreToolDeps) {
  return {
    ...catalogTools(deps.catalog),
    ...ingredientTools(deps.catalog),
    ...cartTools(deps),
    ...orderTools(deps),
    ...policyTools({ demoPayments: deps.demoPayments }),
    ...routineTools(deps.catalog),
    ...similarTools(deps.catalog),
    ...guideTools(deps.guide),
  };
}
export type StoreTools = ReturnType<typeof createStoreTools>;

/**
 * What a model may call in the chat: everything but create_cart, since the shopper's own cart is
 * right there in the widget (add_to_cart and update_cart change it).
 */
export function chatTools(tools: StoreTools): StoreTool[] {
  return [
    tools.searchCatalog,
    tools.getProduct,
    tools.compareProducts,
    tools.buildRoutine,
    tools.explainIngredient,
    tools.checkIngredients,
    tools.findSimilar,
    tools.addToCart,
    tools.updateCart,
    tools.getOrderStatus,
    tools.getPolicies,
    tools.searchGuide,
  ] as StoreTool[];
}

/**
 * What an outside agent may call through /api/mcp: the read tools, create_cart (a link the
 * shopper opens) and the policies; it has no widget whose cart add_to_cart could change.
 */
export function agentTools(tools: StoreTools): StoreTool[] {
  return [
    tools.searchCatalog,
    tools.getProduct,
    tools.compareProducts,
    tools.buildRoutine,
    tools.explainIngredient,
    tools.checkIngredients,
    tools.findSimilar,
    tools.getOrderStatus,
    tools.createCart,
    tools.getPolicies,
    tools.searchGuide,
  ] as StoreTool[];
}
