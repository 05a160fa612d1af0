import { adminOrders, categories, dashboard, inbox, products, users } from './admin';
import { assistant } from './assistant';
import { mcp } from './mcp';
import { audit } from './audit';
import { auth } from './auth';
import { catalog } from './catalog';
import { adminGuide, guide } from './guide';
import { privacy } from './privacy';
import { adminReviews, reviews, skinProfile } from './reviews';
import { adminPromotions, promotions } from './promotions';
import { cart, orders, payments } from './checkout';
import { contact, newsletter } from './contact';
import type { EndpointGroup } from './endpoint';
import { shipping } from './shipping';
import { system } from './system';
import { twoFactor } from './two-factor';

/**
 * Every endpoint of the API, by area: the server registers each one (apps/server/src/routes), the
 * OpenAPI document at /api/docs lists them, and scripts/gen-routes.mjs derives the light `api`
 * table (routes.gen.ts) from this object. A new endpoint is added here first.
 */
export const endpoints = {
  system,
  catalog,
  guide,
  shipping,
  cart,
  payments,
  orders,
  promotions,
  contact,
  newsletter,
  reviews,
  skinProfile,
  assistant,
  mcp,
  auth,
  twoFactor,
  admin: {
    dashboard,
    products,
    categories,
    orders: adminOrders,
    users,
    inbox,
    privacy,
    audit,
    promotions: adminPromotions,
    reviews: adminReviews,
    guide: adminGuide,
  },
} as const satisfies EndpointGroup;
