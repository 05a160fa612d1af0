import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Columns several tables share. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
