import type { WorkInFlight } from '../lib/work-in-flight';
import type { StorePages } from './pages';
import type { App } from './server';
import type { AppServices } from './services';

/** How long a stop waits for the pages still rendering before it closes what they read. */
const RENDERS_STOP_WAIT_MS = 5_000;

/** On app.close(): what produces work stops before what that work reads. */
export function closeInOrder(
  app: App,
  services: AppServices,
  pages: StorePages,
  renders: WorkInFlight,
): void {
  app.addHook('onClose', async () => {
    await pages.prerenderer?.close();
    // A page whose client hung up is still rendering: its loaders read the catalog and the pool.
    if (!(await renders.settled(RENDERS_STOP_WAIT_MS)))
      app.log.warn(
        `${renders.size} page render(s) still running after ${RENDERS_STOP_WAIT_MS / 1000} s: stopping without them`,
      );
    pages.cache?.close();
    await services.jobs.stop();
    await services.mail.stop();
    await services.reviews.close();
    await services.searchThread?.close();
    await services.catalog.close();
    services.images.close();
  });
}
