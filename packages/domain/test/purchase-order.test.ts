import { describe, expect, it } from 'vitest';
import {
  applicableNavDate,
  purchaseAmountProblem,
  sipSchedule,
} from '../src/rules/purchase-order.js';
import { purchaseMessages } from '../src/messages.js';

describe('purchase amount', () => {
  const limits = { minPaise: 500_000n, maxPaise: 10_000_000n };

  it('accepts the minimum itself', () => {
    expect(purchaseAmountProblem(500_000n, limits)).toBeNull();
  });
  it('refuses an empty amount', () => {
    expect(purchaseAmountProblem(0n, limits)).toBe(purchaseMessages.amountRequired);
  });
  it('refuses what is not an amount', () => {
    expect(purchaseAmountProblem(null, limits)).toBe(purchaseMessages.amountInvalid);
  });
  it('refuses paise: orders are in whole rupees', () => {
    expect(purchaseAmountProblem(500_050n, limits)).toBe(purchaseMessages.amountInvalid);
  });
  it('names the minimum when below it', () => {
    // ₹4,999 against a ₹5,000 minimum.
    expect(purchaseAmountProblem(499_900n, limits)).toBe('Minimum amount is ₹5,000.00.');
  });
  it('names the maximum when above it', () => {
    expect(purchaseAmountProblem(10_000_100n, limits)).toBe('Maximum amount is ₹1,00,000.00.');
  });
});

describe('applicable NAV date', () => {
  // 23-11-2026 is a Monday. 09:29 UTC is 14:59 in India.
  it('gives the same day before 3 pm India time', () => {
    expect(applicableNavDate(new Date('2026-11-23T09:29:00Z'), false)).toBe('2026-11-23');
  });
  it('gives the next business day at 3 pm', () => {
    expect(applicableNavDate(new Date('2026-11-23T09:30:00Z'), false)).toBe('2026-11-24');
  });
  it('uses 1:30 pm for liquid and overnight schemes', () => {
    // 08:00 UTC is 13:30 in India.
    expect(applicableNavDate(new Date('2026-11-23T07:59:00Z'), true)).toBe('2026-11-23');
    expect(applicableNavDate(new Date('2026-11-23T08:00:00Z'), true)).toBe('2026-11-24');
  });
  it('moves a Friday evening order to Monday', () => {
    expect(applicableNavDate(new Date('2026-11-27T12:00:00Z'), false)).toBe('2026-11-30');
  });
  it('moves a Saturday morning order to Monday', () => {
    expect(applicableNavDate(new Date('2026-11-28T04:00:00Z'), false)).toBe('2026-11-30');
  });
  it('skips a holiday', () => {
    const holidays = new Set(['2026-11-24']);
    expect(applicableNavDate(new Date('2026-11-23T10:00:00Z'), false, holidays)).toBe('2026-11-25');
  });
  it('uses the India date just after midnight India time', () => {
    // 19:00 UTC on Monday is 00:30 on Tuesday in India.
    expect(applicableNavDate(new Date('2026-11-23T19:00:00Z'), false)).toBe('2026-11-24');
  });
});

describe('SIP schedule', () => {
  it('starts this month when the day is at least seven days away', () => {
    // 01-11 + 7 = 08-11; the 10th is after it. 12 monthly installments end on 10-10-2027.
    expect(sipSchedule('2026-11-01', 10, 1, 12)).toEqual({
      startDate: '2026-11-10',
      endDate: '2027-10-10',
    });
  });
  it('starts next month when the day is too close', () => {
    // 23-11 + 7 = 30-11; the 5th has passed, so 05-12.
    expect(sipSchedule('2026-11-23', 5, 1, 6)).toEqual({
      startDate: '2026-12-05',
      endDate: '2027-05-05',
    });
  });
  it('spaces quarterly installments three months apart', () => {
    expect(sipSchedule('2026-11-23', 5, 3, 4).endDate).toBe('2027-09-05');
  });
  it('keeps the 31st inside shorter months', () => {
    expect(sipSchedule('2027-01-10', 31, 1, 2)).toEqual({
      startDate: '2027-01-31',
      endDate: '2027-02-28',
    });
  });
});
