import { describe, expect, it } from 'vitest';
import {
  isDirectToRegular,
  planAndOptionOf,
  planOptionChoices,
  planOptionLabel,
  schemeFullName,
} from '../src/index.js';

describe('a scheme named with its plan and option', () => {
  it('gives the four variants of a bare 8-field name four different names', () => {
    const names = planOptionChoices({ plan: 'DIRECT', option: 'GROWTH' }).map((choice) =>
      schemeFullName('HDFC Mid Cap Fund', choice),
    );
    expect(names).toEqual([
      'HDFC Mid Cap Fund - Direct Plan - Growth',
      'HDFC Mid Cap Fund - Direct Plan - IDCW',
      'HDFC Mid Cap Fund - Regular Plan - Growth',
      'HDFC Mid Cap Fund - Regular Plan - IDCW',
    ]);
  });

  it('keeps a full 6-field name as AMFI wrote it', () => {
    expect(
      schemeFullName('HDFC Mid Cap Fund - Growth Option - Direct Plan', {
        plan: 'DIRECT',
        option: 'GROWTH',
      }),
    ).toBe('HDFC Mid Cap Fund - Growth Option - Direct Plan');
  });

  it('reads the master’s text columns, anything unknown as Regular and Growth', () => {
    expect(planAndOptionOf({ plan: 'DIRECT', option: 'IDCW' })).toEqual({
      plan: 'DIRECT',
      option: 'IDCW',
    });
    expect(planAndOptionOf({ plan: '', option: '' })).toEqual({
      plan: 'REGULAR',
      option: 'GROWTH',
    });
    expect(planOptionLabel({ plan: 'REGULAR', option: 'IDCW' })).toBe('Regular Plan · IDCW');
  });

  it('puts the source’s plan and option first among the choices', () => {
    expect(planOptionChoices({ plan: 'REGULAR', option: 'IDCW' })[0]).toEqual({
      plan: 'REGULAR',
      option: 'IDCW',
    });
    expect(planOptionChoices({ plan: 'REGULAR', option: 'IDCW' })).toHaveLength(4);
  });
});

describe('a Direct to Regular move', () => {
  it('is only money leaving a Direct plan for a Regular one', () => {
    expect(isDirectToRegular({ plan: 'DIRECT' }, { plan: 'REGULAR' })).toBe(true);
    expect(isDirectToRegular({ plan: 'DIRECT' }, { plan: 'DIRECT' })).toBe(false);
    expect(isDirectToRegular({ plan: 'REGULAR' }, { plan: 'DIRECT' })).toBe(false);
    expect(isDirectToRegular({ plan: 'REGULAR' }, { plan: 'REGULAR' })).toBe(false);
  });
});
