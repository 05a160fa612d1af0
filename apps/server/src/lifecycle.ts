/**
 * How the server process stops (docs/architecture.md#running). Every way of stopping it ends the
 * same way: the HTTP server drains, the pool closes and the embedded PostgreSQL is stopped, in
 * that order, each step bounded so that a step that hangs cannot keep the database running.
 *
 * - SIGTERM, SIGINT and SIGHUP start one shutdown, also while the store is still starting (a
 *   Ctrl-C during the first start must not leave a database behind).
 * - A repeated signal never ends the process early: Ctrl-C pressed twice, or a signal that
 *   reaches us twice (once from the terminal's process group, once forwarded by the start
 *   script), only hurries the shutdown by closing open connections at once.
 * - When `npm start` launched us (scripts/start.mjs, over an IPC channel) and that script dies,
 *   even by SIGKILL, the channel closes and we stop as if signalled.
 */
import { settlesWithin } from './lib/work-in-flight';

type Log = (message: string) => void;

export interface Closer {
  name: string;
  close(): Promise<unknown>;
  /** Longest wait for this step; past it the next step still runs. */
  limitMs: number;
  /** A repeated signal asks the step to give up on waiting (e.g. close open connections). */
  hurry?(): void;
}

const SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;

/** Thrown into the start-up sequence when a stop was asked for before it finished. */
export class StoppingError extends Error {
  constructor() {
    super('stopping');
    this.name = 'StoppingError';
  }
}

export class Lifecycle {
  private readonly closers: Closer[] = [];
  private readonly pending = new Set<Promise<unknown>>();
  private stopping: Promise<void> | undefined;
  private exitCode = 0;
  private hurried = false;

  constructor(
    private readonly log: Log,
    private readonly warn: Log,
    private readonly exit: (code: number) => void = (code) => process.exit(code),
  ) {}

  get isStopping(): boolean {
    return this.stopping !== undefined;
  }

  /** Signals, the start script's channel and fatal errors all lead to stop(). */
  listen(): this {
    for (const signal of SIGNALS) process.on(signal, () => this.request(signal));
    if (process.channel) {
      // The channel exists only to notice the start script's death; it must not keep us alive.
      process.channel.unref();
      process.on('disconnect', () => this.request('the start script exited'));
    }
    process.on('uncaughtException', (err) => this.fail('uncaught exception', err));
    process.on('unhandledRejection', (err) => this.fail('unhandled rejection', err));
    return this;
  }

  /**
   * Something that must be closed at shutdown, added as soon as it exists. Added while already
   * stopping (a signal came while it was being started), it is closed by the shutdown too.
   */
  add(closer: Closer): void {
    this.closers.push(closer);
  }

  /**
   * A resource being started: the shutdown waits for it to exist before closing what it holds,
   * so that a database whose start was under way when the signal came is stopped, not orphaned.
   */
  async starting<T>(start: () => Promise<T>, closerOf: (value: T) => Closer): Promise<T> {
    // Once stopping, nothing new is started: the shutdown may already be past its wait below.
    if (this.stopping) throw new StoppingError();
    const work = start();
    const tracked = work.then((value) => this.add(closerOf(value)));
    this.pending.add(tracked);
    try {
      return await work;
    } finally {
      await tracked.catch(() => undefined);
      this.pending.delete(tracked);
    }
  }

  request(reason: string): void {
    if (this.stopping) {
      this.log(`${reason}: already stopping, closing open connections now`);
      this.hurried = true;
      for (const closer of this.closers) closer.hurry?.();
      return;
    }
    void this.stop(reason);
  }

  /** Runs the shutdown once; later calls get the same promise. Exits the process at the end. */
  stop(reason: string, code = 0): Promise<void> {
    this.exitCode = Math.max(this.exitCode, code);
    this.stopping ??= this.run(reason);
    return this.stopping;
  }

  private fail(what: string, err: unknown) {
    this.warn(`${what}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    // Work cut short by the shutdown (the pool closing under it) is expected, not a failed stop.
    if (this.stopping) return;
    void this.stop(what, 1);
  }

  private async run(reason: string): Promise<void> {
    this.log(`${reason}: stopping`);
    const started = Date.now();
    // Whatever was being started when the signal came is waited for (pg_ctl start is bounded).
    await Promise.allSettled([...this.pending]);
    // Last added first: the HTTP server, then the pool, then the database it talks to.
    while (this.closers.length) {
      const closer = this.closers.pop()!;
      await this.step(closer);
    }
    this.log(`stopped in ${Date.now() - started} ms`);
    this.exit(this.exitCode);
  }

  private async step(closer: Closer) {
    const started = Date.now();
    const work = closer.close().catch((err: unknown) => {
      this.warn(`${closer.name} failed: ${err instanceof Error ? err.message : String(err)}`);
    });
    // A step that had not begun when the repeated signal came is hurried as it begins.
    if (this.hurried) closer.hurry?.();
    const finished = await settlesWithin(work, closer.limitMs);
    const took = Date.now() - started;
    if (!finished) this.warn(`${closer.name} did not finish in ${closer.limitMs} ms: going on`);
    else if (took > 1000) this.log(`${closer.name} took ${took} ms`);
  }
}
