import { getOrderStatusInput, orderStatusViewSchema, type OrderStatus } from '@seoul-glow/shared';
import type { Db } from '../../db/client';
import type { OrderAccessService } from '../orders/order-access.service';
import { getOrderDetail } from '../orders/orders.service';
import { ToolError, defineTool } from './tool';

export const ORDER_STATUS_TEXT: Record<OrderStatus, string> = {
  pending: 'has been placed and is waiting to be processed',
  processing: 'is being prepared in our warehouse',
  shipped: 'has shipped and is on its way',
  delivered: 'has been delivered',
  cancelled: 'was cancelled; any payment is refunded to the card',
};

/**
 * An order's status by its number (docs/product.md#security): what the order page shows to
 * anyone with the number (status, timeline, tracking number, items, total), and who it ships to
 * only with the order's email or signed link, checked by the same proof as the order page. A
 * wrong proof answers exactly as an unknown order.
 */
export function orderTools(deps: { db: Db; orderAccess: OrderAccessService }) {
  const getOrderStatus = defineTool({
    name: 'get_order_status',
    title: 'Order status',
    description:
      "An order's status by its number (SG- and 10 characters): status, timeline, tracking number, items and total. Who it ships to only with the order's email (or its signed link's token).",
    input: getOrderStatusInput,
    output: orderStatusViewSchema,
    async run(input, ctx) {
      const orderId = input.orderId.toUpperCase().replace(/^SG-?/, 'SG-');
      const unknown = () =>
        new ToolError(
          `I couldn't find an order ${orderId}${input.email ? ' with that email' : ''}. Please check the number in the confirmation email (SG- followed by 10 letters and digits).`,
        );
      const proof = await deps.orderAccess.proveOrderAccess(
        orderId,
        { email: input.email, token: input.token },
        ctx,
      );
      if (proof === 'refused') throw unknown();
      const order = await getOrderDetail(deps.db, orderId, proof === 'owner' ? 'owner' : 'public');
      if (!order) throw unknown();
      const address = order.access === 'owner' ? order.shippingAddress : undefined;
      return {
        orderId: order.orderId,
        status: order.status,
        statusText: `Order ${order.orderId} ${ORDER_STATUS_TEXT[order.status]}.`,
        placedAt: order.createdAt,
        trackingNumber: order.trackingNumber,
        timeline: order.timeline.map((t) => ({ status: t.status, at: t.at })),
        items: order.items.map((i) => ({ name: i.name, quantity: i.quantity })),
        total: order.total,
        access: order.access,
        shipTo: address ? { fullName: address.fullName, city: address.city, country: address.country } : null,
      };
    },
  });
  return { getOrderStatus };
}
