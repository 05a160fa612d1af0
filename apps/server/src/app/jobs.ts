import type { Db } from '../db/client';
import { purgeOldUsage } from '../modules/assistant/assistant.repository';
import type { App } from './server';
import type { AppServices } from './services';

/**
 * Every task handler on the job queue, then the queue itself: every instance runs the worker and
 * the queue hands each job, and each crontab minute, to one of them (modules/jobs/crontab.ts).
 */
export async function startJobs(app: App, db: Db, services: AppServices): Promise<void> {
  const { jobs } = services;
  services.mail.register(jobs);
  services.payments.registerJobs(jobs);
  services.reconciler.register(jobs);
  services.backInStock.register(jobs);
  services.orderAccess.register(jobs);
  jobs.cron('rate-limits-purge', () => services.limiter.purgeExpired());
  jobs.cron('login-throttle-purge', () => services.loginThrottle.purgeExpired());
  jobs.cron('chat-usage-purge', () => purgeOldUsage(db));
  jobs.cron('privacy-retention-sweep', () => services.privacy.purgeExpired(app.log));
  await jobs.start();
}
