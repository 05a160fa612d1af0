import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenNear } from './when-near';

/** jsdom lays nothing out: an observer that never sees the element near, as below the fold. */
class FarAwayObserver {
  observe() {}
  disconnect() {}
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  // Mutation observers and promise callbacks run as microtasks: let them all run.
  await new Promise((r) => setTimeout(r, 0));
  return done;
};

describe('whenNear', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FarAwayObserver);
    document.body.innerHTML = '<main><section id="reviews"><button>Helpful</button></section></main>';
  });
  afterEach(() => vi.unstubAllGlobals());

  it('waits while the part is far from the screen and untouched', async () => {
    expect(await settled(whenNear('reviews'))).toBe(false);
  });

  it('resolves when the part is touched', async () => {
    const near = whenNear('reviews');
    document.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(await settled(near)).toBe(true);
  });

  it('resolves when the part leaves the page (React dropped its server HTML to render it anew)', async () => {
    const near = whenNear('reviews');
    document.querySelector('main')!.replaceChildren();
    expect(await settled(near)).toBe(true);
  });

  it('resolves at once when there is no such element', async () => {
    expect(await settled(whenNear('nowhere'))).toBe(true);
  });
});
