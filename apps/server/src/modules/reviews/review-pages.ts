import type { ReviewPage } from '@seoul-glow/shared';
import { SizedLru } from '../../lib/sized-lru';
import type { ReviewsService } from './reviews.service';

/**
 * About 500 products' first pages with reviews, or every page of a catalog without them (their
 * JSON length, in characters): a few MB of the server's 300 MB (bench/README.md).
 */
const MAX_CHARS = 2_000_000;

/**
 * The first page of a product's reviews as its server-rendered page shows it (newest first, no
 * filter), kept per catalog generation. Published reviews, replies and synced helpful counts all
 * raise the catalog's change signal in every instance (migration 0008_reviews), so an answer kept
 * within one generation is current; after a change the page cache asks again and re-renders only
 * the pages whose answer moved (page-cache/page-cache.ts).
 */
export class ReviewPages {
  private lru = new SizedLru<ReviewPage>(MAX_CHARS);
  private keptFor = -1;

  constructor(
    private readonly reviews: ReviewsService,
    private readonly generation: () => number,
  ) {}

  firstPage(productId: number): Promise<ReviewPage> {
    const generation = this.generation();
    if (generation !== this.keptFor) {
      this.lru = new SizedLru<ReviewPage>(MAX_CHARS);
      this.keptFor = generation;
    }
    return Promise.resolve(
      this.lru.get(
        String(productId),
        async () => sharedWhenEmpty(await this.reviews.list({ productId, sort: 'newest', page: 1 })),
        (page) => (page === emptyPage ? 1 : JSON.stringify(page).length),
      ),
    );
  }
}

/**
 * Products without reviews all answer the same page: one shared copy instead of ~500 bytes of
 * objects each (a catalog of 10,000 products mostly without reviews kept ~3.5 MB of them).
 */
let emptyPage: ReviewPage | null = null;
let emptyJson = '';
function sharedWhenEmpty(page: ReviewPage): ReviewPage {
  if (page.total !== 0 || page.items.length !== 0) return page;
  const json = JSON.stringify(page);
  if (emptyPage && json === emptyJson) return emptyPage;
  emptyPage = Object.freeze(page);
  emptyJson = json;
  return page;
}
