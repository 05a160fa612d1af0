import { useSyncExternalStore } from 'react';

const noop = () => () => undefined;
/** False during server rendering and hydration, true afterwards (browser-storage pages). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
