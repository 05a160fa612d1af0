import { describe, expect, it } from 'vitest';
import { WorkInFlight } from './work-in-flight';

const later = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('WorkInFlight', () => {
  it('is settled at once with nothing in flight', async () => {
    await expect(new WorkInFlight().settled(10)).resolves.toBe(true);
  });

  it('hands the work back and waits for it, failed work included', async () => {
    const inFlight = new WorkInFlight();
    const order: string[] = [];
    const ok = inFlight.track(later(40, 'page').then((v) => (order.push('ok'), v)));
    const failed = inFlight.track(
      later(60, null).then(() => (order.push('failed'), Promise.reject(new Error('pool')))),
    );
    failed.catch(() => undefined);
    expect(inFlight.size).toBe(2);
    await expect(inFlight.settled(5_000)).resolves.toBe(true);
    order.push('settled');
    expect(order).toEqual(['ok', 'failed', 'settled']);
    await expect(ok).resolves.toBe('page');
    await expect(failed).rejects.toThrow('pool');
    expect(inFlight.size).toBe(0);
  });

  it('waits for work tracked while it waits', async () => {
    const inFlight = new WorkInFlight();
    let second = false;
    inFlight.track(
      later(20, null).then(() => {
        inFlight.track(later(40, null).then(() => (second = true)));
      }),
    );
    await expect(inFlight.settled(5_000)).resolves.toBe(true);
    expect(second).toBe(true);
  });

  it('gives up after its limit when some work never ends', async () => {
    const inFlight = new WorkInFlight();
    inFlight.track(new Promise(() => undefined));
    await expect(inFlight.settled(50)).resolves.toBe(false);
    expect(inFlight.size).toBe(1);
  });
});
