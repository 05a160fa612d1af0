import {
  chatMessageRequest,
  chatMessageResponse,
  extractTextFields,
  extractTextResponse,
} from '../contracts/chat';
import type { Endpoint } from './endpoint';

/** The beauty assistant (docs/product.md#the-beauty-assistant). */
export const assistant = {
  message: {
    method: 'POST',
    path: '/Chat/message',
    access: 'public',
    summary: 'Ask the beauty assistant (counts toward the daily limit)',
    tags: ['Assistant'],
    body: chatMessageRequest,
    response: chatMessageResponse,
  },
  /**
   * The same question, answered as server-sent events: `delta` events carry text as it is
   * written, then one `reply` event carries the whole answer (the `data` of `message`).
   */
  stream: {
    method: 'POST',
    path: '/Chat/stream',
    access: 'public',
    summary:
      'Ask the beauty assistant, the answer streamed as server-sent events (counts toward the daily limit)',
    tags: ['Assistant'],
    body: chatMessageRequest,
    response: chatMessageResponse,
  },
  extractText: {
    method: 'POST',
    path: '/Chat/extractText',
    access: 'public',
    summary: 'Read an ingredient label from a photo (multipart)',
    tags: ['Assistant'],
    multipart: {
      fields: extractTextFields,
      files: {
        file: { description: 'A photo of an ingredient label (JPEG, PNG or WebP, up to 8 MB)', many: false },
      },
    },
    response: extractTextResponse,
  },
} as const satisfies Record<string, Endpoint>;
