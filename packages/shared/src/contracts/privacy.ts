import { z } from 'zod';
import { emailField } from './checkout';
import { envelope } from './envelope';

/**
 * Settings → Privacy (superadmin): everything the store keeps about one email address, exported
 * as JSON or erased (docs/product.md#security). Each section is one "personal data holder" of the
 * server (orders, payments, contact messages, newsletter, mails, and later reviews).
 */
export const privacyEmailQuery = z.object({ email: emailField });
export const privacyEraseRequest = z.object({ email: emailField });
export type PrivacyEraseRequest = z.input<typeof privacyEraseRequest>;

/** What erasing does per holder: rows deleted, or kept with their personal fields replaced. */
export const ERASE_ACTIONS = ['deleted', 'anonymised'] as const;

export const personalDataSection = z.object({
  /** The holder's stable name, e.g. `orders`. */
  holder: z.string(),
  /** What an admin reads, e.g. "Orders". */
  label: z.string(),
  /** What erasing the address would do to these records. */
  erasure: z.enum(ERASE_ACTIONS),
  /** The rows as kept, dates as ISO text and money in dollars. */
  records: z.array(z.record(z.string(), z.unknown())),
});
export type PersonalDataSection = z.infer<typeof personalDataSection>;

export const personalDataExport = z.object({
  email: z.string(),
  exportedAt: z.string(),
  sections: z.array(personalDataSection),
});
export type PersonalDataExport = z.infer<typeof personalDataExport>;
export const personalDataExportResponse = envelope(personalDataExport);

export const personalDataErasure = z.object({
  email: z.string(),
  erasedAt: z.string(),
  sections: z.array(
    z.object({
      holder: z.string(),
      label: z.string(),
      action: z.enum(ERASE_ACTIONS),
      count: z.number().int(),
    }),
  ),
});
export type PersonalDataErasure = z.infer<typeof personalDataErasure>;
export const personalDataErasureResponse = envelope(personalDataErasure);
