import {
  cartQuoteRequest,
  cartQuoteResponse,
  createPaymentIntentRequest,
  createPaymentIntentResponse,
  placeOrderRequest,
  placeOrderResponse,
} from '../contracts/checkout';
import {
  findMyOrdersRequest,
  findMyOrdersResponse,
  orderDetailsQuery,
  orderDetailsResponse,
} from '../contracts/orders';
import { demoConfirmRequest, demoConfirmResponse, paymentConfigResponse } from '../contracts/payments';
import type { Endpoint } from './endpoint';

/** The buying path, public (docs/product.md#checkout). */
export const cart = {
  quote: {
    method: 'POST',
    path: '/Cart/quote',
    access: 'public',
    summary: 'Price a cart as the catalog, the shipping zones and the promotions stand now',
    tags: ['Checkout'],
    body: cartQuoteRequest,
    response: cartQuoteResponse,
  },
} as const satisfies Record<string, Endpoint>;

export const payments = {
  config: {
    method: 'GET',
    path: '/Payments/config',
    access: 'public',
    summary: 'The payment provider and its publishable key',
    tags: ['Checkout'],
    response: paymentConfigResponse,
  },
  createIntent: {
    method: 'POST',
    path: '/Orders/createPaymentIntent',
    access: 'public',
    summary: 'Start a payment for a priced cart',
    tags: ['Checkout'],
    body: createPaymentIntentRequest,
    response: createPaymentIntentResponse,
  },
  confirmDemo: {
    method: 'POST',
    path: '/Payments/demo/confirm',
    access: 'public',
    summary: 'Confirm a demo card payment (demo provider only)',
    tags: ['Checkout'],
    body: demoConfirmRequest,
    response: demoConfirmResponse,
  },
} as const satisfies Record<string, Endpoint>;

export const orders = {
  place: {
    method: 'POST',
    path: '/Orders/place',
    access: 'public',
    summary: 'Place the order for a paid payment intent',
    tags: ['Checkout'],
    body: placeOrderRequest,
    response: placeOrderResponse,
  },
  details: {
    method: 'GET',
    path: '/Orders/orderDetails',
    access: 'public',
    summary: 'An order by its id; whole with the email on the order or its signed link',
    tags: ['Orders'],
    query: orderDetailsQuery,
    response: orderDetailsResponse,
  },
  findMine: {
    method: 'POST',
    path: '/Orders/findMyOrders',
    access: 'public',
    summary: 'Mail a link to every order of an email address (same answer either way)',
    tags: ['Orders'],
    body: findMyOrdersRequest,
    response: findMyOrdersResponse,
  },
} as const satisfies Record<string, Endpoint>;
