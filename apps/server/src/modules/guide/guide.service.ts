/**
 * The Skincare Guide as shoppers and the assistant read it (docs/product.md#the-skincare-guide):
 * the published articles held in memory as a search index (guide-index.ts, ADR 0027). A write
 * through this instance rebuilds it before the next read; another instance's write is noticed by
 * a cheap check of the table's newest change every CHECK_EVERY_MS, made in the background while
 * reads keep the current index, so no read waits on the database once the index is built.
 */
import {
  GUIDE_TOPICS,
  GUIDE_TOPIC_LABELS,
  INGREDIENTS_BY_ID,
  type GuideArticle,
  type GuideArticleLink,
  type GuideHitView,
  type GuidePage,
  type GuideTopicGroup,
  type Product,
  type ProductDetail,
  type ProductType,
} from '@seoul-glow/shared';
import { afterCommit, outsideRequestTransactions } from '../../db/ambient-transaction';
import type { Db } from '../../db/client';
import { buildGuideIndex, type GuideIndex } from './guide-index';
import { articlesForIngredient, articlesForProduct, productsForArticle } from './guide-fit';
import { toGuideArticle, toGuideLink } from './guide.mapper';
import { guideStamp, listGuideRows } from './guide.repository';

/** How stale another instance's change may be before this one notices it. */
export const CHECK_EVERY_MS = 5_000;

/** What the guide reads from the catalog: the products of some types, and one product. */
export interface GuideCatalog {
  listProductsOfTypes(types: readonly ProductType[]): Promise<Product[]>;
  getProduct(id: number): Promise<ProductDetail | null>;
}

interface IndexState {
  index: GuideIndex;
  stamp: string;
  checkedAt: number;
  generation: number;
}

export class GuideService {
  private state: IndexState | null = null;
  private loading: Promise<IndexState> | null = null;
  /** Raised by every local write: an index built before it is rebuilt before the next read. */
  private generation = 0;
  private readonly reader: Db;
  private readonly listeners: (() => void)[] = [];
  /**
   * Moves whenever the published articles may have changed (this instance's write, or another's
   * seen by the stamp check): the page cache replays a kept page's guide reads then.
   */
  version = 0;

  constructor(
    db: Db,
    private readonly catalog: GuideCatalog,
    private readonly options: { checkEveryMs?: number; onError?: (err: unknown) => void } = {},
  ) {
    // The index holds committed articles only, never a write still open in a request's transaction.
    this.reader = outsideRequestTransactions(db);
  }

  /** The current index of the published articles (the assistant's retrieval). */
  async index(): Promise<GuideIndex> {
    const state = this.state;
    if (!state || state.generation !== this.generation) {
      let loaded = await this.load();
      // A load already under way may have begun before this instance's last write.
      if (loaded.generation !== this.generation) loaded = await this.load();
      return loaded.index;
    }
    if (Date.now() - state.checkedAt >= (this.options.checkEveryMs ?? CHECK_EVERY_MS)) {
      this.load().catch((err: unknown) => this.options.onError?.(err));
    }
    return state.index;
  }

  /** Called by this instance's writes: the next read rebuilds once the write has committed. */
  changed(): void {
    afterCommit(() => {
      this.generation++;
      this.moved();
    });
  }

  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  private moved(): void {
    this.version++;
    for (const listener of this.listeners) listener();
  }

  async search(text: string, limit: number): Promise<GuideHitView[]> {
    const index = await this.index();
    return index.search(text, { limit }).map(({ article, score }) => ({
      slug: article.slug,
      title: article.title,
      topic: article.topic,
      summary: article.summary,
      score,
    }));
  }

  /** The published articles by topic, topics in the guide's order, empty topics left out. */
  async topics(): Promise<GuideTopicGroup[]> {
    const articles = (await this.index()).all();
    return GUIDE_TOPICS.map((topic) => ({
      topic,
      label: GUIDE_TOPIC_LABELS[topic],
      articles: articles.filter((a) => a.topic === topic).map(toGuideLink),
    })).filter((group) => group.articles.length > 0);
  }

  /** A published article with the products that fit, what to read next and its ingredients' names. */
  async page(slug: string): Promise<GuidePage | null> {
    const index = await this.index();
    const article = index.bySlug(slug);
    if (!article) return null;
    const related = article.related
      .map((s) => index.bySlug(s))
      .filter((a): a is GuideArticle => a !== undefined)
      .map(toGuideLink);
    const ingredientNames: Record<string, string> = {};
    for (const s of article.ingredients) {
      const ingredient = INGREDIENTS_BY_ID.get(s);
      if (ingredient) ingredientNames[s] = ingredient.name;
    }
    return { article, products: await this.productsFor(article), related, ingredientNames };
  }

  /** Up to four in-stock products that fit the article (guide-fit.ts). */
  async productsFor(article: GuideArticle): Promise<Product[]> {
    if (article.productTypes.length === 0) return [];
    return productsForArticle(article, await this.catalog.listProductsOfTypes(article.productTypes));
  }

  /** Up to three articles that help use a product well; null when there is no such product. */
  async forProduct(productId: number): Promise<GuideArticleLink[] | null> {
    const product = await this.catalog.getProduct(productId);
    if (!product) return null;
    return this.articlesForProduct(product);
  }

  async articlesForProduct(
    product: Pick<Product, 'productType' | 'keyIngredients' | 'concerns'>,
  ): Promise<GuideArticleLink[]> {
    return articlesForProduct((await this.index()).all(), product).map(toGuideLink);
  }

  /** The published articles that discuss an ingredient; null when the glossary has no such slug. */
  async articlesForIngredient(slug: string): Promise<GuideArticleLink[] | null> {
    if (!INGREDIENTS_BY_ID.has(slug)) return null;
    return articlesForIngredient((await this.index()).all(), slug).map(toGuideLink);
  }

  /** One load at a time: a stamp check, and a rebuild only when the stamp moved or a write came. */
  private load(): Promise<IndexState> {
    this.loading ??= this.loadNow().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async loadNow(): Promise<IndexState> {
    const generation = this.generation;
    const checkedAt = Date.now();
    const stamp = await guideStamp(this.reader);
    const previous = this.state;
    if (previous && previous.stamp === stamp && previous.generation === generation) {
      previous.checkedAt = checkedAt;
      return previous;
    }
    const rows = await listGuideRows(this.reader);
    const state = { index: buildGuideIndex(rows.map(toGuideArticle)), stamp, checkedAt, generation };
    this.state = state;
    if (previous && previous.stamp !== stamp && previous.generation === generation) this.moved();
    return state;
  }
}
