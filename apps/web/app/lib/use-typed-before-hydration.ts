import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';

/**
 * A controlled field of a server-rendered page takes typing before the page's scripts have run.
 * Hydration leaves that text in the DOM but not in React state, so the next render would put the
 * state's value back and lose it (a search typed on a slow phone came out empty). Once hydrated,
 * this hands text that differs from what the server rendered to `onTyped`, the field's own change
 * handler. Returns the ref to put on the field.
 */
export function useTypedBeforeHydration<T extends HTMLInputElement>(
  onTyped: (value: string) => void,
): RefObject<T | null> {
  const ref = useRef<T>(null);
  const adoptTyped = useEffectEvent(onTyped);
  useEffect(() => {
    const field = ref.current;
    // defaultValue is the value the server rendered (React keeps it so while hydrating).
    if (field && field.value !== field.defaultValue) adoptTyped(field.value);
  }, []);
  return ref;
}
