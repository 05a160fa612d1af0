import type { FastifyBaseLogger } from 'fastify';
import type { PersonalDataErasure, PersonalDataExport } from '@seoul-glow/shared';
import type { Db } from '../../db/client';
import type { PersonalDataHolder } from '../../lib/personal-data';

/**
 * Settings → Privacy and the retention sweep (docs/product.md#security): one email address's data
 * across every holder, exported as JSON or erased in one transaction, so an erasure never stops
 * half-way; and, once a day, what is past its retention time.
 */
export class PrivacyService {
  constructor(
    private readonly db: Db,
    private readonly holders: readonly PersonalDataHolder[],
  ) {}

  async export(email: string, now = new Date()): Promise<PersonalDataExport> {
    const address = email.trim();
    const sections = [];
    for (const holder of this.holders) {
      const records = await holder.export(this.db, address);
      sections.push({ holder: holder.name, label: holder.label, erasure: holder.erasure, records });
    }
    return { email: address, exportedAt: now.toISOString(), sections };
  }

  async erase(email: string, now = new Date()): Promise<PersonalDataErasure> {
    const address = email.trim();
    const sections = await this.db.transaction(async (tx) => {
      const done = [];
      for (const holder of this.holders) {
        const count = await holder.erase(tx, address);
        done.push({ holder: holder.name, label: holder.label, action: holder.erasure, count });
      }
      return done;
    });
    return { email: address, erasedAt: now.toISOString(), sections };
  }

  /** Each holder's own retention rule; a failing one does not stop the others. */
  async purgeExpired(log: FastifyBaseLogger, now = new Date()): Promise<Record<string, number>> {
    const purged: Record<string, number> = {};
    for (const holder of this.holders) {
      if (!holder.purgeExpired) continue;
      try {
        purged[holder.name] = await holder.purgeExpired(this.db, now);
      } catch (err) {
        log.warn({ err, holder: holder.name }, 'retention sweep failed');
      }
    }
    return purged;
  }
}
