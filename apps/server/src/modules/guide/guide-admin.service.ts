/**
 * Admin → Guide (docs/product.md#the-skincare-guide): every article, unpublished ones too, and
 * the writes. A write whose wording makes a drug claim is refused before anything is written; the
 * route runs each write in one transaction with its audit row (routes/admin-group.ts).
 */
import {
  guideDrugClaimMessage,
  type AdminGuideArticle,
  type createGuideArticleRequest,
  type GuideArticle,
  type updateGuideArticleRequest,
} from '@seoul-glow/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findDrugClaim, type ClaimsGuard } from './guide-claims';
import { toAdminGuideArticle, toGuideArticle } from './guide.mapper';
import {
  existingGuideSlugs,
  findGuideRow,
  insertGuideRow,
  listGuideRows,
  updateGuideRow,
  type GuideValues,
} from './guide.repository';
import type { GuideService } from './guide.service';

type CreateInput = z.output<typeof createGuideArticleRequest>;
type UpdateInput = z.output<typeof updateGuideArticleRequest>;

/** A write's result: the article as it became and, for the audit row, as it was. */
export interface GuideWrite {
  article: AdminGuideArticle;
  before?: GuideArticle;
}

export const GUIDE_MESSAGES = {
  notFound: 'No article with that address',
  slugTaken: 'An article already has that address: pick another slug',
  unknownRelated: (slugs: string[]) => `No article with the address ${slugs.join(', ')} to link as related`,
  relatedSelf: 'An article cannot be related to itself',
} as const;

export class GuideAdminService {
  constructor(
    private readonly db: Db,
    private readonly guide: Pick<GuideService, 'changed'>,
    private readonly claims: ClaimsGuard,
  ) {}

  async list(): Promise<AdminGuideArticle[]> {
    return (await listGuideRows(this.db)).map(toAdminGuideArticle);
  }

  async get(slug: string): Promise<AdminGuideArticle> {
    const row = await findGuideRow(this.db, slug);
    if (!row) throw new AppError('NOT_FOUND', GUIDE_MESSAGES.notFound);
    return toAdminGuideArticle(row);
  }

  async create(input: CreateInput): Promise<GuideWrite> {
    const { slug, ...values } = input;
    await this.check(slug, values);
    const row = await insertGuideRow(this.db, slug, values);
    if (!row) throw new AppError('CONFLICT', GUIDE_MESSAGES.slugTaken);
    this.guide.changed();
    return { article: toAdminGuideArticle(row) };
  }

  async update(slug: string, input: UpdateInput): Promise<GuideWrite> {
    const before = await findGuideRow(this.db, slug);
    if (!before) throw new AppError('NOT_FOUND', GUIDE_MESSAGES.notFound);
    await this.check(slug, input);
    const row = await updateGuideRow(this.db, slug, input);
    if (!row) throw new AppError('NOT_FOUND', GUIDE_MESSAGES.notFound);
    this.guide.changed();
    return { article: toAdminGuideArticle(row), before: toGuideArticle(before) };
  }

  async setPublished(slug: string, published: boolean): Promise<GuideWrite> {
    const before = await findGuideRow(this.db, slug);
    if (!before) throw new AppError('NOT_FOUND', GUIDE_MESSAGES.notFound);
    // Publishing puts the wording before shoppers: an article seeded or edited before the guard
    // learnt a phrase is checked again here.
    if (published) this.refuseDrugClaims(toGuideArticle(before));
    const row = await updateGuideRow(this.db, slug, { published });
    if (!row) throw new AppError('NOT_FOUND', GUIDE_MESSAGES.notFound);
    this.guide.changed();
    return { article: toAdminGuideArticle(row), before: toGuideArticle(before) };
  }

  private async check(slug: string, values: GuideValues): Promise<void> {
    this.refuseDrugClaims(values);
    if (values.related.includes(slug)) throw new AppError('VALIDATION', GUIDE_MESSAGES.relatedSelf);
    const existing = await existingGuideSlugs(this.db, values.related);
    const unknown = values.related.filter((s) => !existing.has(s));
    if (unknown.length > 0) throw new AppError('VALIDATION', GUIDE_MESSAGES.unknownRelated(unknown));
  }

  private refuseDrugClaims(values: Pick<GuideValues, 'title' | 'summary' | 'body' | 'asks'>): void {
    const claim = findDrugClaim(this.claims, values);
    if (claim) throw new AppError('VALIDATION', guideDrugClaimMessage(claim.field, claim.phrase));
  }
}
