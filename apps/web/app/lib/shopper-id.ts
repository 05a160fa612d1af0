import { STORAGE_KEYS } from '@seoul-glow/shared';
import { readItem, writeItem } from '~/lib/browser-storage';

/**
 * A random id for this browser (docs/product.md#what-the-store-keeps, `chat_client_id`): the
 * assistant's daily count and one helpful vote per review are counted per shopper with it. It says
 * nothing about who the shopper is.
 */
export function shopperId(): string {
  const existing = readItem(STORAGE_KEYS.chatClientId);
  if (existing && /^[A-Za-z0-9_-]{8,64}$/.test(existing)) return existing;
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  const id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  writeItem(STORAGE_KEYS.chatClientId, id);
  return id;
}
