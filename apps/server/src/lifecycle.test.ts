import { describe, expect, it } from 'vitest';
import { Lifecycle, StoppingError } from './lifecycle';

function lifecycle() {
  const lines: string[] = [];
  const exits: number[] = [];
  const life = new Lifecycle(
    (m) => lines.push(m),
    (m) => lines.push(`warn: ${m}`),
    (code) => exits.push(code),
  );
  return { life, lines, exits };
}

describe('Lifecycle', () => {
  it('closes the last added first, once, and exits 0', async () => {
    const { life, exits } = lifecycle();
    const order: string[] = [];
    life.add({ name: 'database', close: async () => order.push('database'), limitMs: 1000 });
    life.add({ name: 'pool', close: async () => order.push('pool'), limitMs: 1000 });
    life.add({ name: 'http', close: async () => order.push('http'), limitMs: 1000 });
    const first = life.stop('SIGTERM');
    expect(life.stop('SIGINT')).toBe(first);
    await first;
    expect(order).toEqual(['http', 'pool', 'database']);
    expect(exits).toEqual([0]);
  });

  it('a step that hangs is given up on and the database is still stopped', async () => {
    const { life, lines } = lifecycle();
    let stopped = false;
    life.add({ name: 'database', close: async () => void (stopped = true), limitMs: 1000 });
    life.add({ name: 'http', close: () => new Promise(() => undefined), limitMs: 50 });
    await life.stop('SIGTERM');
    expect(stopped).toBe(true);
    expect(lines).toContain('warn: http did not finish in 50 ms: going on');
  });

  it('a repeated request hurries the steps instead of ending the process', async () => {
    const { life, lines, exits } = lifecycle();
    let release: () => void = () => undefined;
    life.add({
      name: 'http',
      close: () => new Promise<void>((resolve) => (release = resolve)),
      hurry: () => release(),
      limitMs: 60_000,
    });
    const stopping = life.stop('SIGINT');
    life.request('SIGINT');
    await stopping;
    expect(lines).toContain('SIGINT: already stopping, closing open connections now');
    expect(exits).toEqual([0]);
  });

  it('waits for what was starting when the stop came, then closes it', async () => {
    const { life } = lifecycle();
    let finishStart: (v: string) => void = () => undefined;
    const closed: string[] = [];
    const starting = life.starting(
      () => new Promise<string>((resolve) => (finishStart = resolve)),
      (name) => ({ name, close: async () => closed.push(name), limitMs: 1000 }),
    );
    const stopping = life.stop('SIGINT');
    finishStart('embedded PostgreSQL');
    await starting;
    await stopping;
    expect(closed).toEqual(['embedded PostgreSQL']);
    await expect(
      life.starting(
        async () => 'late',
        () => ({ name: 'late', close: async () => 0, limitMs: 1 }),
      ),
    ).rejects.toBeInstanceOf(StoppingError);
  });
});
