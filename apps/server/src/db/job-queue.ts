import { Logger, runMigrations } from 'graphile-worker';
import type pg from 'pg';

/** The job queue's own schema (graphile-worker's); SQL that enqueues names it (modules/jobs). */
export const JOB_QUEUE_SCHEMA = 'graphile_worker';

/** Warnings and errors only: the queue's routine debug lines would drown the start log. */
export function jobQueueLogger(write: (level: string, message: string) => void): Logger {
  return new Logger(() => (level, message) => {
    if (level === 'error' || level === 'warning') write(level, message);
  });
}

/**
 * Creates or upgrades the job queue's schema. Called by migrateDatabase while it holds the
 * migration lock, so instances starting together never race through it, and the test template
 * database gets it like any other migration.
 */
export async function migrateJobQueue(pool: pg.Pool): Promise<void> {
  await runMigrations({
    pgPool: pool,
    schema: JOB_QUEUE_SCHEMA,
    logger: jobQueueLogger((level, message) => console.error(`[job queue] ${level}: ${message}`)),
  });
}
