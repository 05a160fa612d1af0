import { randomInt } from 'node:crypto';
import {
  centsToDollars,
  formatUsd,
  type AdminOrder,
  type AdminOrderDetail,
  type OrderStatus,
} from '@seoul-glow/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { enqueueMail } from '../mail/mail.service';
import {
  findOrderDetail,
  listAllOrders,
  listOrdersPage,
  lockOrder,
  orderLinesOf,
  recordStatus,
  returnStock,
  setOrderStatus,
  type OrderListRow,
} from './admin-orders.repository';

export const ORDER_NOT_FOUND = 'Order not found';

/** Timeline notes (the shopper's order page reads them) and the mail each change sends. */
const STATUS_TEXT: Record<OrderStatus, { note: string; subject: string; line: string }> = {
  pending: {
    note: 'Order placed and awaiting processing',
    subject: 'is awaiting processing',
    line: 'Your order is back in our queue and awaiting processing.',
  },
  processing: {
    note: 'Your order is being prepared',
    subject: 'is being prepared',
    line: 'Good news: we are preparing your order now.',
  },
  shipped: { note: 'Shipped', subject: 'has shipped', line: 'Your order is on its way.' },
  delivered: {
    note: 'Delivered',
    subject: 'has been delivered',
    line: 'Your order has been delivered. We hope you love it!',
  },
  cancelled: {
    note: 'Order cancelled',
    subject: 'has been cancelled',
    line: 'Your order has been cancelled. If you were charged, the refund is on its way.',
  },
};

/** Same shape as the demo seed's numbers: 'SG1Z' + 12 digits. */
export function newTrackingNumber(): string {
  let digits = '';
  for (let i = 0; i < 12; i++) digits += String(randomInt(10));
  return `SG1Z${digits}`;
}

export function toAdminOrder(row: OrderListRow): AdminOrder {
  return {
    orderId: row.publicId,
    status: row.status,
    createdAt: new Date(row.createdAt).toISOString(),
    customerName: row.fullName,
    email: row.email,
    totalAmount: centsToDollars(row.totalCents),
    shippingFee: centsToDollars(row.shippingFeeCents),
    itemCount: row.itemCount,
    trackingNumber: row.trackingNumber,
  };
}

export class AdminOrdersService {
  constructor(
    private readonly db: Db,
    private readonly publicUrl: string | undefined,
  ) {}

  async listAll(): Promise<AdminOrder[]> {
    return (await listAllOrders(this.db)).map(toAdminOrder);
  }

  async list(filter: { q?: string; status?: OrderStatus; page: number; pageSize: number }) {
    const { rows, total, statusCounts } = await listOrdersPage(this.db, filter);
    return {
      items: rows.map(toAdminOrder),
      total,
      page: filter.page,
      pageSize: filter.pageSize,
      statusCounts,
    };
  }

  async detail(publicId: string): Promise<AdminOrderDetail> {
    const found = await findOrderDetail(this.db, publicId);
    if (!found) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    const { order, lines, history } = found;
    return {
      ...toAdminOrder(order),
      subtotal: centsToDollars(order.subtotalCents),
      paymentMethod: order.paymentMethod,
      cardBrand: order.cardBrand,
      cardLast4: order.cardLast4,
      items: lines.map((l) => ({
        productId: l.productId,
        name: l.name,
        imgURL: l.imageFile,
        quantity: l.quantity,
        price: centsToDollars(l.unitPriceCents),
      })),
      shippingAddress: {
        fullName: order.address.fullName,
        email: order.address.email,
        addressLine1: order.address.addressLine1,
        addressLine2: order.address.addressLine2,
        city: order.address.city,
        state: order.address.state,
        postalCode: order.address.postalCode,
        country: order.address.country,
      },
      history: history.map((h) => ({ status: h.status, note: h.note, createdAt: h.createdAt.toISOString() })),
    };
  }

  /**
   * SPEC §4: any status from any status. In one transaction: the order row is locked, the change
   * recorded for the timeline (DESIGN §5), shipping assigns a tracking number once, cancelling puts
   * the stock back once (stock_returned_at), and the shopper's mail goes to the outbox.
   * Setting the status it already has changes nothing.
   */
  async updateStatus(publicId: string, status: OrderStatus): Promise<AdminOrder> {
    await this.db.transaction(async (tx) => {
      const order = await lockOrder(tx, publicId);
      if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
      if (order.status === status) return;
      const trackingNumber = status === 'shipped' && !order.trackingNumber ? newTrackingNumber() : undefined;
      const stockReturned = status === 'cancelled' && !order.stockReturnedAt;
      if (stockReturned) await returnStock(tx, order.id);
      await setOrderStatus(tx, order.id, { status, trackingNumber, stockReturned });
      const tracking = trackingNumber ?? order.trackingNumber;
      const text = STATUS_TEXT[status];
      const note = status === 'shipped' && tracking ? `Shipped with tracking number ${tracking}` : text.note;
      await recordStatus(tx, order.id, status, note);

      const lines = await orderLinesOf(tx, order.id);
      const link = this.publicUrl
        ? `${this.publicUrl.replace(/\/$/, '')}/orders/${order.publicId}`
        : `/orders/${order.publicId}`;
      const body = [
        `Hi ${order.fullName},`,
        '',
        text.line,
        ...(status === 'shipped' && tracking ? [`Tracking number: ${tracking}`] : []),
        '',
        `Order ${order.publicId}:`,
        ...lines.map(
          (l) => `  ${l.quantity} × ${l.name} — ${formatUsd(centsToDollars(l.unitPriceCents * l.quantity))}`,
        ),
        `  Total: ${formatUsd(centsToDollars(order.totalCents))}`,
        '',
        `Track your order: ${link}`,
        '',
        'Seoul Glow',
      ].join('\n');
      await enqueueMail(tx, {
        kind: `order-status-${status}`,
        to: order.email,
        subject: `Your Seoul Glow order ${order.publicId} ${text.subject}`,
        text: body,
      });
    });
    const found = await findOrderDetail(this.db, publicId);
    return toAdminOrder(found!.order);
  }
}
