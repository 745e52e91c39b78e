import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module, as on a page load. */
async function freshFirstPaint() {
  vi.resetModules();
  return import('../src/lib/first-paint');
}

/** Whether `promise` has settled, read at any moment. */
function watch(promise: Promise<unknown>) {
  const state = { settled: false };
  void promise.then(() => {
    state.settled = true;
  });
  return state;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the first paint', () => {
  it('waits for the first page to commit, not for an earlier frame', async () => {
    const paint = await freshFirstPaint();
    paint.awaitFirstContent();
    const released = watch(paint.afterFirstPaint());
    await vi.advanceTimersByTimeAsync(500);
    expect(released.settled).toBe(false);
    expect(paint.hasPainted()).toBe(false);

    paint.contentCommitted();
    await vi.advanceTimersByTimeAsync(200);
    expect(released.settled).toBe(true);
    expect(paint.hasPainted()).toBe(true);
    // From then on it is at once.
    await expect(paint.afterFirstPaint()).resolves.toBeUndefined();
  });

  it('does not wait for ever for a page that never comes', async () => {
    const paint = await freshFirstPaint();
    paint.awaitFirstContent();
    const released = watch(paint.afterFirstPaint());
    await vi.advanceTimersByTimeAsync(2900);
    expect(released.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(400);
    expect(released.settled).toBe(true);
  });

  it('lets what waited go on a few at a time, each group in a task of its own', async () => {
    vi.useRealTimers();
    const paint = await freshFirstPaint();
    const order: number[] = [];
    const waiters = Array.from({ length: 7 }, (_, i) =>
      paint.afterFirstPaint().then(() => order.push(i)),
    );
    await waiters[0];
    // Every microtask of that task has run: only the first group went on.
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(order).toEqual([0, 1, 2]);
    await Promise.all(waiters);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});

describe('preparing the desk after a login', () => {
  it('waits for what the app asks, but never longer than a moment', async () => {
    vi.resetModules();
    const { prepareDesk, prepareDeskWith } =
      await import('../src/features/access/desk-preparation');
    let answered = false;
    prepareDeskWith(
      () =>
        new Promise<void>((settle) =>
          setTimeout(() => {
            answered = true;
            settle();
          }, 300),
        ),
    );
    prepareDeskWith(() => Promise.reject(new Error('count unavailable')));
    const ready = watch(prepareDesk());
    await vi.advanceTimersByTimeAsync(299);
    expect(ready.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(answered).toBe(true);
    expect(ready.settled).toBe(true);

    // A preparation that never answers holds the chain 1.5 s at most.
    prepareDeskWith(() => new Promise(() => {}));
    const held = watch(prepareDesk());
    await vi.advanceTimersByTimeAsync(1499);
    expect(held.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(held.settled).toBe(true);
  });
});
