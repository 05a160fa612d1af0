import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, readSkinProfile, type SkinProfile } from '@seoul-glow/shared';
import { readItem, readJson, subscribeStorage, writeItem, writeJson } from '~/lib/browser-storage';

/**
 * The shopper's skin profile, kept in this browser only (docs/product.md#the-beauty-assistant): no
 * account, and never in a page the server renders, so cached pages stay the same for everyone.
 * Read by the quiz, the product cards' and pages' hints, the reviews' summary and the assistant.
 */
export function readProfile(): SkinProfile | null {
  return readSkinProfile(readJson<unknown>(STORAGE_KEYS.skinProfile));
}

export function saveProfile(profile: SkinProfile): void {
  writeJson(STORAGE_KEYS.skinProfile, profile);
}

export function clearProfile(): void {
  writeItem(STORAGE_KEYS.skinProfile, null);
}

let cached: { raw: string | null; profile: SkinProfile | null } | undefined;
function snapshot(): SkinProfile | null {
  const raw = readItem(STORAGE_KEYS.skinProfile);
  if (!cached || cached.raw !== raw) cached = { raw, profile: readProfile() };
  return cached.profile;
}

/** The profile once the page runs in the browser; null while rendering on the server. */
export function useSkinProfile(): SkinProfile | null {
  return useSyncExternalStore(subscribeStorage, snapshot, () => null);
}
