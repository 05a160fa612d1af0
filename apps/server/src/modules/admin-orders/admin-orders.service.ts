import {
  carrierName,
  centsToDollars,
  type AdminOrder,
  type AdminOrderDetail,
  type OrderStatus,
} from '@seoul-glow/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { OrderAccessService } from '../orders/order-access.service';
import { changeOrderStatus, ORDER_NOT_FOUND } from '../orders/order-status.service';
import { orderAddressView } from '../orders/order-address';
import { findOrderDetail, type OrderDetailRows } from '../orders/orders.repository';
import { listAllOrders, listOrdersPage, type OrderListRow } from './admin-orders.repository';

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
    carrier: carrierName(row.carrier),
  };
}

/** An order's row in the admin list, from its detail: the item count is its lines' quantities. */
function listRowOf({ order, lines }: OrderDetailRows): OrderListRow {
  return { ...order, itemCount: lines.reduce((n, l) => n + l.quantity, 0) };
}

export class AdminOrdersService {
  constructor(
    private readonly db: Db,
    private readonly publicUrl: string | undefined,
    private readonly orderAccess?: OrderAccessService,
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
    const { order, address, lines, history } = found;
    return {
      ...toAdminOrder(listRowOf(found)),
      subtotal: centsToDollars(order.subtotalCents),
      discount: centsToDollars(order.discountCents),
      promoCode: order.promoCode,
      sample: order.sampleName ? { name: order.sampleName, surprise: order.sampleSurprise } : null,
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
      shippingAddress: orderAddressView(address),
      history: history.map((h) => ({ status: h.status, note: h.note, createdAt: h.createdAt.toISOString() })),
    };
  }

  /** The change itself is the orders module's (order-status.service.ts); this answers the table row. */
  async updateStatus(
    publicId: string,
    status: OrderStatus,
    shipment: { carrier?: string; trackingNumber?: string } = {},
  ): Promise<AdminOrder> {
    await changeOrderStatus(this.db, publicId, status, this.publicUrl, this.orderAccess, shipment);
    return toAdminOrder(listRowOf((await findOrderDetail(this.db, publicId))!));
  }
}
