import { sql } from 'drizzle-orm';
import {
  IMAGE_MESSAGES,
  MESSAGES,
  centsToDollars,
  type AdminSample,
  type Promotion,
  type PromotionState,
  type SampleOption,
  type savePromotionRequest,
  type saveSampleRequest,
} from '@seoul-glow/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { describePromo } from './promotion-rule';
import {
  deletePromotion,
  existingIds,
  insertPromotion,
  listPromotionsWithStats,
  updatePromotion,
  type PromotionRow,
  type PromotionValues,
} from './promotions.repository';
import {
  deleteSample,
  insertSample,
  listSampleOptions,
  listSamplesForAdmin,
  productExists,
  updateSample,
} from '../samples/samples.repository';

const M = MESSAGES.promo;
type SavePromotion = z.output<typeof savePromotionRequest>;
type SaveSample = z.output<typeof saveSampleRequest>;

/** Where a promotion stands at `now`: paused wins, then its dates, then its uses. */
export function promotionState(p: PromotionRow, now: Date): PromotionState {
  if (!p.active) return 'paused';
  if (p.startsAt && p.startsAt > now) return 'scheduled';
  if (p.endsAt && p.endsAt <= now) return 'expired';
  if (p.maxUses !== null && p.usesCount >= p.maxUses) return 'used-up';
  return 'live';
}

/** The stored value: whole percent, cents off, or 0 for free shipping. */
function storedValue(input: SavePromotion): number {
  if (input.kind === 'percent') return input.value;
  if (input.kind === 'fixed') return Math.round(input.value * 100);
  return 0;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Admin → Promotions (docs/product.md#checkout): codes with their usage and revenue, and the free samples. */
export class PromotionsService {
  constructor(private readonly db: Db) {}

  async list(): Promise<Promotion[]> {
    const rows = await listPromotionsWithStats(this.db);
    return rows.map(({ promotion: p, now, revenueCents, discountCents }) => ({
      id: p.id,
      code: p.code,
      kind: p.kind,
      value: p.kind === 'fixed' ? centsToDollars(p.value) : p.value,
      minSubtotal: centsToDollars(p.minSubtotalCents),
      startsAt: iso(p.startsAt),
      endsAt: iso(p.endsAt),
      maxUses: p.maxUses,
      oncePerEmail: p.oncePerEmail,
      firstOrderOnly: p.firstOrderOnly,
      showInHeader: p.showInHeader,
      active: p.active,
      categoryIds: p.categoryIds,
      productIds: p.productIds,
      state: promotionState(p, new Date(now)),
      description: describePromo(p.kind, p.value),
      uses: p.usesCount,
      revenue: centsToDollars(revenueCents),
      discountGiven: centsToDollars(discountCents),
      createdAt: p.createdAt.toISOString(),
      updatedAt: iso(p.updatedAt),
    }));
  }

  /** Creates or updates; `active: false` pauses. One save at a time, so the header names one code. */
  async save(input: SavePromotion): Promise<Promotion> {
    let id: number;
    try {
      id = await this.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('promotions.save'))`);
        const values: PromotionValues = {
          code: input.code,
          kind: input.kind,
          value: storedValue(input),
          minSubtotalCents: Math.round(input.minSubtotal * 100),
          startsAt: input.startsAt ? new Date(input.startsAt) : null,
          endsAt: input.endsAt ? new Date(input.endsAt) : null,
          maxUses: input.maxUses,
          oncePerEmail: input.oncePerEmail,
          firstOrderOnly: input.firstOrderOnly,
          showInHeader: input.showInHeader,
          active: input.active,
          categoryIds: await existingIds(tx, 'categories', input.categoryIds),
          productIds: await existingIds(tx, 'products', input.productIds),
        };
        if (!input.id) return (await insertPromotion(tx, values)).id;
        const updated = await updatePromotion(tx, input.id, values);
        if (!updated) throw new AppError('NOT_FOUND', M.notFound);
        return updated.id;
      });
    } catch (err) {
      if (isUniqueViolation(err, 'promotions_code_idx')) throw new AppError('CONFLICT', M.codeExists);
      throw err;
    }
    return (await this.list()).find((p) => p.id === id)!;
  }

  /** Orders that used it keep the code and the discount they got. */
  async remove(id: number): Promise<void> {
    if (!(await deletePromotion(this.db, id))) throw new AppError('NOT_FOUND', M.notFound);
  }

  async samples(): Promise<AdminSample[]> {
    return listSamplesForAdmin(this.db);
  }

  async sampleOptions(): Promise<SampleOption[]> {
    return listSampleOptions(this.db);
  }

  async saveSample(input: SaveSample): Promise<AdminSample> {
    const productId = input.productId ?? null;
    if (productId !== null && !(await productExists(this.db, productId)))
      throw new AppError('VALIDATION', IMAGE_MESSAGES.productNotFound);
    const values = { name: input.name, productId, stockQuantity: input.stockQuantity, active: input.active };
    let id = input.id ?? null;
    if (id === null) id = await insertSample(this.db, values);
    else if (!(await updateSample(this.db, id, values))) throw new AppError('NOT_FOUND', M.sampleNotFound);
    return (await this.samples()).find((s) => s.id === id)!;
  }

  async removeSample(id: number): Promise<void> {
    if (!(await deleteSample(this.db, id))) throw new AppError('NOT_FOUND', M.sampleNotFound);
  }
}
