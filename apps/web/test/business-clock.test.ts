import { afterEach, describe, expect, it, vi } from 'vitest';

const offsetKey = 'cdesk:business-offset';

async function freshClock() {
  vi.resetModules();
  return import('../src/lib/business-clock');
}

describe('the business clock of the web', () => {
  afterEach(() => {
    localStorage.clear();
    vi.useRealTimers();
  });

  it('starts a page load on the day the last reply gave, and keeps the newest offset', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T06:00:00Z') });
    const first = await freshClock();
    expect(first.businessToday()).toBe('2026-11-25');
    first.noteBusinessTime('2026-08-12T06:00:00.000Z');
    expect(first.businessToday()).toBe('2026-08-12');

    // The next load asks for the desk's day before any reply has come.
    const next = await freshClock();
    expect(next.businessToday()).toBe('2026-08-12');
    expect(Number(localStorage.getItem(offsetKey))).toBe(
      Date.parse('2026-08-12T06:00:00Z') - Date.parse('2026-11-25T06:00:00Z'),
    );
  });

  it('tells its listeners only of a shift larger than network delay', async () => {
    vi.useFakeTimers({ now: new Date('2026-08-12T06:00:00Z') });
    const clock = await freshClock();
    const heard = vi.fn();
    clock.subscribeBusinessTime(heard);
    clock.noteBusinessTime('2026-08-12T06:00:00.000Z');
    expect(heard).toHaveBeenCalledTimes(1);
    clock.noteBusinessTime('2026-08-12T06:00:05.000Z');
    expect(heard).toHaveBeenCalledTimes(1);
    clock.noteBusinessTime('2026-08-13T06:00:00.000Z');
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('ignores a reply without a readable business time', async () => {
    const clock = await freshClock();
    clock.noteBusinessTime(null);
    clock.noteBusinessTime('not a time');
    expect(localStorage.getItem(offsetKey)).toBeNull();
  });
});
