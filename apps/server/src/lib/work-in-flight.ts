/**
 * Work a stop waits for before the database pool closes, up to a limit: a page whose client hung
 * up goes on rendering, and its loaders would otherwise read a pool that has just been ended
 * ("Cannot use a pool after calling end on the pool").
 */
export class WorkInFlight {
  private readonly running = new Set<Promise<void>>();

  /** Counts `work` as in flight until it settles; hands it back as it is. */
  track<T>(work: Promise<T>): Promise<T> {
    const done = work.then(
      () => undefined,
      () => undefined,
    );
    this.running.add(done);
    void done.then(() => this.running.delete(done));
    return work;
  }

  /** How many tracked works have not settled yet. */
  get size(): number {
    return this.running.size;
  }

  /**
   * Resolves true once nothing tracked is in flight, work tracked while waiting included, or false
   * after `limitMs` with some still running.
   */
  async settled(limitMs: number): Promise<boolean> {
    const deadline = Date.now() + limitMs;
    while (this.running.size > 0) {
      if (!(await settlesWithin(Promise.all([...this.running]), deadline - Date.now()))) return false;
    }
    return true;
  }
}

/** Resolves true once `work` settles (fulfilled or rejected), or false after `limitMs`. */
export async function settlesWithin(work: Promise<unknown>, limitMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), limitMs);
  });
  try {
    return await Promise.race([
      work.then(
        () => true,
        () => true,
      ),
      limit,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
