/**
 * The search thread (search-thread.ts, ADR 0024): a worker thread with its own catalog index and
 * search caches that computes the pages of GET /api/Products/search, so the search's work runs
 * on the machine's second core while the main thread parses requests and writes answers.
 *
 * It is one more reader of the catalog, like another server process (catalog-cache.ts): it
 * LISTENs for changes and keeps its own stock snapshot; the main thread also tells it of this
 * process's own writes before it asks for any later search, so a search after an edit sees it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { connectDatabase } from '../../db/client';
import { catalogChanged } from './catalog-cache';
import { CatalogService } from './catalog.service';
import type { SearchThreadData, ToMain, ToSearch } from './search-thread';

const port = parentPort!;
const { databaseUrl } = workerData as SearchThreadData;
process.env.NODE_ENV ??= 'production';

// A small pool of its own: the catalog is read once per change, the stock snapshot twice a
// second under load; words only PostgreSQL knows go to the text search's own pool.
const database = connectDatabase(databaseUrl, 2);
const catalog = new CatalogService(database.db, {
  onError: (err) =>
    post({ kind: 'warn', message: `search thread: catalog cache could not refresh: ${String(err)}` }),
});

function post(message: ToMain) {
  port.postMessage(message);
}

port.on('message', (message: ToSearch) => {
  switch (message.kind) {
    case 'search':
      catalog.searchPage(message.query).then(
        (page) => post({ kind: 'page', id: message.id, page }),
        (err: unknown) => post({ kind: 'failed', id: message.id, message: String(err) }),
      );
      break;
    case 'changed':
      catalogChanged(database.db);
      break;
    case 'close':
      void catalog
        .close()
        .then(() => database.close())
        .finally(() => post({ kind: 'closed' }));
      break;
  }
});

// Ready once the catalog index is loaded: until then the main thread answers, as it did before.
catalog.listProductIds().then(
  () => post({ kind: 'ready' }),
  (err: unknown) => {
    post({ kind: 'warn', message: `search thread: the catalog could not be read: ${String(err)}` });
    process.exit(1);
  },
);
