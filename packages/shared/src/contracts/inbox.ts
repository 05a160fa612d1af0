import { z } from 'zod';
import { envelope, idParam } from './envelope';

/** docs/product.md#where-we-differ-from-the-first-specification: contact messages and newsletter sign-ups, visible to staff, newest first. */
export const contactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  orderNumber: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const inboxPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  unread: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

export const contactMessagesResponse = envelope(
  z.object({
    items: z.array(contactMessageSchema),
    total: z.number().int(),
    unread: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
);

export const markMessageReadQuery = z.object({
  id: idParam,
  read: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});
export const markMessageReadResponse = envelope(contactMessageSchema);

export const subscriberSchema = z.object({ id: z.number().int(), email: z.string(), createdAt: z.string() });
export type Subscriber = z.infer<typeof subscriberSchema>;
export const subscribersResponse = envelope(
  z.object({
    items: z.array(subscriberSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
);

export const subscriberPageQuery = inboxPageQuery.omit({ unread: true });
