import { z } from 'zod';
import { envelope } from './envelope';

/** POST /api/Newsletter/subscribe (docs/architecture.md#api-contract): idempotent per address, case-insensitive. */
export const newsletterRequestSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').max(254).email('Please enter a valid email'),
});
export type NewsletterRequest = z.input<typeof newsletterRequestSchema>;

export const newsletterResponse = envelope(z.object({ alreadySubscribed: z.boolean() }));

export const NEWSLETTER_MESSAGES = {
  subscribed: 'Thanks for subscribing! Check your inbox for a welcome gift.',
  already: "You're already on the Glow List. Thanks for being with us!",
} as const;
