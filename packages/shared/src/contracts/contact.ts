import { z } from 'zod';
import { CONTACT_SUBJECTS } from '../constants';
import { envelope } from './envelope';

/** Human labels of the docs/product.md#validation subject values, in the form's order. */
export const CONTACT_SUBJECT_LABELS: Record<(typeof CONTACT_SUBJECTS)[number], string> = {
  'product-inquiry': 'Product Inquiry',
  'order-support': 'Order Support',
  'beauty-advice': 'Beauty Advice',
  'technical-support': 'Technical Support',
  partnership: 'Partnership',
  other: 'Other',
};

export const CONTACT_LIMITS = { name: 120, email: 254, message: 5000, orderNumber: 64 } as const;

/**
 * POST /api/Contact/submitContact (the contact message of docs/product.md#what-the-store-keeps, its
 * rules in #validation).
 */
export const contactRequestSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(CONTACT_LIMITS.name),
  email: z
    .string()
    .trim()
    .min(1, 'Email is required')
    .max(CONTACT_LIMITS.email)
    .email('Please enter a valid email'),
  subject: z.enum(CONTACT_SUBJECTS, { message: 'Please choose a subject' }),
  message: z.string().trim().min(1, 'Message is required').max(CONTACT_LIMITS.message),
  orderNumber: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.orderNumber)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

export const contactResponse = envelope(z.object({ id: z.number().int() }));
