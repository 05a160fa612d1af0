import { useCallback, useEffect, useState } from 'react';
import { TIMINGS } from '@seoul-glow/shared';

/** A success or error message that clears itself after 3 s (docs/product.md#how-things-change). */
export function useFlash() {
  const [flash, setFlash] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(null), TIMINGS.statusMessageMs);
    return () => clearTimeout(timer);
  }, [flash]);
  const show = useCallback((tone: 'success' | 'error', text: string) => setFlash({ tone, text }), []);
  return { flash, show, clear: () => setFlash(null) };
}
