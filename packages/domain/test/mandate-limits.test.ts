import { describe, expect, it } from 'vitest';
import { mandateProblem } from '../src/rules/mandate-limits.js';

const today = '2026-11-23';
const asked = (over: Partial<Parameters<typeof mandateProblem>[0]>) =>
  mandateProblem({
    upperLimitPaise: 2_500_000n,
    startDate: today,
    endDate: '2036-11-22',
    today,
    ...over,
  });

describe('mandate limits (spec 2 section 5.3)', () => {
  it('accepts ₹25,000 from today for ten years', () => {
    expect(asked({})).toBeNull();
  });

  it('refuses a limit of exactly ₹1,000: it must be greater', () => {
    expect(asked({ upperLimitPaise: 100_000n })).toBe('lowerLimit');
  });

  it('accepts ₹1,000.01, the first amount above the lower limit', () => {
    expect(asked({ upperLimitPaise: 100_001n })).toBeNull();
  });

  it('accepts the maximum of ₹10,00,000 and refuses a paisa more', () => {
    expect(asked({ upperLimitPaise: 100_000_000n })).toBeNull();
    expect(asked({ upperLimitPaise: 100_000_001n })).toBe('maxLimit');
  });

  it('refuses a start before today', () => {
    expect(asked({ startDate: '2026-11-22' })).toBe('startPast');
  });

  it('refuses an end date on the start date: it must be after it', () => {
    expect(asked({ endDate: today })).toBe('endBeforeStart');
  });
});
