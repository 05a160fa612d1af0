import { contactRequestSchema, contactResponse } from '../contracts/contact';
import { newsletterRequestSchema, newsletterResponse } from '../contracts/newsletter';
import type { Endpoint } from './endpoint';

export const contact = {
  submit: {
    method: 'POST',
    path: '/Contact/submitContact',
    access: 'public',
    summary: 'Send a message to the store',
    tags: ['Contact'],
    body: contactRequestSchema,
    response: contactResponse,
    status: 201,
  },
} as const satisfies Record<string, Endpoint>;

export const newsletter = {
  subscribe: {
    method: 'POST',
    path: '/Newsletter/subscribe',
    access: 'public',
    summary: 'Subscribe an email address (idempotent)',
    tags: ['Newsletter'],
    body: newsletterRequestSchema,
    response: newsletterResponse,
  },
} as const satisfies Record<string, Endpoint>;
