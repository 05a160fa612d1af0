import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@seoul-glow/shared';
import { readItem, subscribeStorage } from '~/lib/browser-storage';

const hasOne = () => readItem(STORAGE_KEYS.skinProfile) !== null;

/**
 * Whether this browser keeps a skin profile, without reading it: cards, the product page and the
 * home page load the code that uses a profile only when there is one, so a first visit (which has
 * none) downloads none of it (bench/README.md, the first-visit budget). False on the server.
 */
export function useHasSkinProfile(): boolean {
  return useSyncExternalStore(subscribeStorage, hasOne, () => false);
}
