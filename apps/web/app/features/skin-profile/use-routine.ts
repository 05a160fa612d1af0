import { useCallback, useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, MESSAGES, type RoutinePick, type SkinProfile, type SkinRoutine } from '@seoul-glow/shared';
import { callApi } from '~/lib/api-client';

export type RoutineTime = 'morning' | 'evening';

/** The routine for a profile (api.skinProfile.routine), built from what is in stock now. */
export const routineQuery = (profile: SkinProfile) =>
  queryOptions({
    queryKey: ['skin-routine', profile],
    queryFn: async ({ signal }): Promise<SkinRoutine | null> =>
      (await callApi(api.skinProfile.routine, { body: { profile }, signal })).data ?? null,
  });

/**
 * The routine for a profile (routineQuery) and the shopper's swaps: each step shows its pick or,
 * after a swap, the next of its alternatives. A new profile starts with no swaps.
 */
export function useRoutine(profile: SkinProfile) {
  const query = useQuery(routineQuery(profile));
  const routine = query.data ?? null;
  // Trying again shows the loading state, not the old error.
  const error = query.isError && !query.isFetching ? MESSAGES.skinProfile.routineFailed : null;
  const [swaps, setSwaps] = useState<Record<string, number>>({});
  const [swapsFor, setSwapsFor] = useState(profile);
  if (swapsFor !== profile) {
    setSwapsFor(profile);
    setSwaps({});
  }

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

  return { routine, error, shown, swap, products, retry: () => void query.refetch() };
}
