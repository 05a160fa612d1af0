/** The admin side: admin users, contact messages, newsletter subscribers. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const adminRole = pgEnum('admin_role', ['admin', 'superadmin']);
export const adminStatus = pgEnum('admin_status', ['active', 'inactive']);

export const adminUsers = pgTable(
  'admin_users',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: adminRole('role').notNull().default('admin'),
    status: adminStatus('status').notNull().default('active'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Raised by a password, role or status change and by "sign out everywhere": older tokens die. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** The TOTP secret (base32) once two-factor sign-in is on; `totpPendingSecret` while set up. */
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last time step a code was accepted for, so a code signs in once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('admin_users_email_idx').on(sql`lower(${t.email})`)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    orderNumber: text('order_number'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_email_idx').on(sql`lower(${t.email})`)],
);
