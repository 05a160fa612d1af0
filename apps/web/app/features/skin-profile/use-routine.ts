import { useCallback, useEffect, useState } from 'react';
import { api, MESSAGES, type RoutinePick, type SkinProfile, type SkinRoutine } from '@seoul-glow/shared';
import { callApi } from '~/lib/api-client';

export type RoutineTime = 'morning' | 'evening';

/**
 * The routine for a profile (api.skinProfile.routine), built from what is in stock now, and the
 * shopper's swaps: each step shows its pick or, after a swap, the next of its alternatives.
 */
export function useRoutine(profile: SkinProfile) {
  const [routine, setRoutine] = useState<SkinRoutine | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [swaps, setSwaps] = useState<Record<string, number>>({});
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setError(null);
    setRoutine(null);
    setSwaps({});
    callApi(api.skinProfile.routine, { body: { profile }, signal: controller.signal })
      .then((res) => setRoutine(res.data ?? null))
      .catch((err: Error) => {
        if (err.name !== 'AbortError') setError(MESSAGES.skinProfile.routineFailed);
      });
    return () => controller.abort();
  }, [profile, attempt]);

  const shown = useCallback(
    (time: RoutineTime, key: string): RoutinePick | null => {
      const step = routine?.[time].find((s) => s.key === key);
      if (!step?.pick) return null;
      const options = [step.pick, ...step.alternatives];
      return options[(swaps[`${time}:${key}`] ?? 0) % options.length]!;
    },
    [routine, swaps],
  );

  const swap = (time: RoutineTime, key: string) =>
    setSwaps((s) => ({ ...s, [`${time}:${key}`]: (s[`${time}:${key}`] ?? 0) + 1 }));

  /** Every product shown, once each (a cleanser used morning and evening is bought once). */
  const products = (): RoutinePick['product'][] => {
    if (!routine) return [];
    const seen = new Map<number, RoutinePick['product']>();
    for (const time of ['morning', 'evening'] as const) {
      for (const step of routine[time]) {
        const pick = shown(time, step.key);
        if (pick) seen.set(pick.product.id, pick.product);
      }
    }
    return [...seen.values()];
  };

  return { routine, error, shown, swap, products, retry: () => setAttempt((n) => n + 1) };
}
