import { readFileSync } from 'node:fs';
import path from 'node:path';
import { migrationsFolder, type Db } from '../../db/client';
import { newestAppliedMigration, pingDatabase } from './health.repository';

/** The `when` of the last migration this build ships (the journal's last entry). */
export function newestShippedMigration(folder = migrationsFolder()): number {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
}

/**
 * Readiness for a load balancer (docs/architecture.md#running): an instance whose database does
 * not answer, or lacks a migration its code expects, should get no traffic; a process that
 * answers at all is alive (liveness asks nothing more, so a database outage never restarts it).
 */
export class HealthService {
  private readonly shipped = newestShippedMigration();

  constructor(private readonly db: Db) {}

  /** What keeps this instance from taking traffic; empty when it is ready. */
  async problems(): Promise<string[]> {
    try {
      await pingDatabase(this.db);
    } catch {
      return ['database unreachable'];
    }
    const applied = await newestAppliedMigration(this.db);
    return applied !== null && applied >= this.shipped ? [] : ['migrations pending'];
  }
}
