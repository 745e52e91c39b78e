import { describe, expect, it } from 'vitest';
import {
  installmentAmountOn,
  installmentDateAfter,
  mandateOn,
  mandateSipStartDate,
  planChangeEffectiveDate,
  planInstallmentDates,
  planStatusOn,
  scheduleInWords,
  stopCatchesInstallment,
  stopIsRevocable,
  stopOutcome,
  stopOutcomeInWords,
} from '../src/index.js';

describe('a plan calendar', () => {
  it('runs a SIP from its registration day, then on its day a week or more later', () => {
    // Registered 20-07-2025 on day 20: 20-07 is installment 1, 20-08 the next (27-07 is the earliest).
    const dates = planInstallmentDates({
      planType: 'SIP',
      startDate: '2025-07-20',
      day: 20,
      freqId: 'M',
      installments: 3,
    });
    expect(dates).toEqual(['2025-07-20', '2025-08-20', '2025-09-20']);
  });

  it('runs an STP on its day from the start date', () => {
    // Start 12-08-2026, day 15: 15-08, 15-09, 15-10.
    const dates = planInstallmentDates({
      planType: 'STP',
      startDate: '2026-08-12',
      day: 15,
      freqId: 'M',
      installments: 3,
    });
    expect(dates).toEqual(['2026-08-15', '2026-09-15', '2026-10-15']);
    expect(installmentDateAfter(dates, '2026-08-15')).toBe('2026-09-15');
    expect(installmentDateAfter(dates, '2026-10-15')).toBeNull();
  });
});

describe('the date a stop takes effect', () => {
  const dates = ['2026-08-15', '2026-09-15', '2026-10-15'];

  it('is the run day of the next installment when that is after today', () => {
    // 15-08-2026 is a Saturday: the installment runs on Monday 17-08, which the stop spares.
    expect(planChangeEffectiveDate(dates, '2026-08-15', '2026-08-12')).toBe('2026-08-17');
  });

  it('skips an installment that runs today: it is already being presented', () => {
    // On Monday 17-08 the 15-08 installment runs; the stop takes effect from 15-09 (a Tuesday).
    expect(planChangeEffectiveDate(dates, '2026-08-15', '2026-08-17')).toBe('2026-09-15');
  });

  it('still catches an installment due on a weekend when today is that weekend', () => {
    // Sunday 16-08: the 15-08 installment has not run (it runs on Monday), so it is spared.
    expect(planChangeEffectiveDate(dates, '2026-08-15', '2026-08-16')).toBe('2026-08-17');
  });

  it('is none once the last installment runs today', () => {
    expect(planChangeEffectiveDate(dates, '2026-10-15', '2026-10-15')).toBeNull();
    expect(planChangeEffectiveDate(dates, null, '2026-08-12')).toBeNull();
  });

  it('is revocable until the day before, and catches that installment and the later ones', () => {
    expect(stopIsRevocable('2026-08-17', '2026-08-16')).toBe(true);
    expect(stopIsRevocable('2026-08-17', '2026-08-17')).toBe(false);
    expect(stopCatchesInstallment('2026-08-17', '2026-08-17')).toBe(true);
    expect(stopCatchesInstallment('2026-08-17', '2026-07-15')).toBe(false);
  });
});

describe('the status a plan shows', () => {
  const running = { stopped: false, nextInstallmentDate: '2026-08-20', stopEffectiveDate: null };

  it('is ACTIVE, STOP_PENDING before the stop date, STOPPED from it, COMPLETED with nothing left', () => {
    expect(planStatusOn(running, '2026-08-12')).toBe('ACTIVE');
    const stopping = { ...running, stopEffectiveDate: '2026-08-20' };
    expect(planStatusOn(stopping, '2026-08-19')).toBe('STOP_PENDING');
    expect(planStatusOn(stopping, '2026-08-20')).toBe('STOPPED');
    expect(planStatusOn({ ...running, stopped: true }, '2026-08-12')).toBe('STOPPED');
    expect(planStatusOn({ ...running, nextInstallmentDate: null }, '2026-08-12')).toBe('COMPLETED');
  });
});

describe('changes from the next installment', () => {
  it('adds every top-up effective by the run day to the amount', () => {
    // ₹5,000 + ₹1,000 from 20-08 + ₹500 from 20-09: 20-08 pays ₹6,000, 20-09 pays ₹6,500.
    const topUps = [
      { effectiveDate: '2026-08-20', topUpPaise: 100_000n },
      { effectiveDate: '2026-09-21', topUpPaise: 50_000n },
    ];
    expect(installmentAmountOn(500_000n, topUps, '2026-07-20')).toBe(500_000n);
    expect(installmentAmountOn(500_000n, topUps, '2026-08-20')).toBe(600_000n);
    expect(installmentAmountOn(500_000n, topUps, '2026-09-21')).toBe(650_000n);
  });

  it('debits the mandate of the latest bank shift effective by the run day', () => {
    const shifts = [
      { effectiveDate: '2026-09-21', mandate: 'B' },
      { effectiveDate: '2026-08-20', mandate: 'A' },
    ];
    expect(mandateOn('OLD', shifts, '2026-08-19')).toBe('OLD');
    expect(mandateOn('OLD', shifts, '2026-08-20')).toBe('A');
    expect(mandateOn('OLD', shifts, '2026-10-20')).toBe('B');
  });
});

describe('a SIP registered on a mandate alone', () => {
  it('starts on its day at least a week ahead', () => {
    expect(mandateSipStartDate('2026-08-21', 5)).toBe('2026-09-05');
    expect(mandateSipStartDate('2026-08-21', 28)).toBe('2026-08-28');
    expect(mandateSipStartDate('2026-08-21', 25)).toBe('2026-09-25');
    expect(mandateSipStartDate('2026-08-17', 25)).toBe('2026-08-25');
  });

  it('starts no sooner than the date asked for', () => {
    expect(mandateSipStartDate('2026-08-21', 5, '2026-11-01')).toBe('2026-11-05');
    expect(mandateSipStartDate('2026-08-21', 5, '2026-11-05')).toBe('2026-11-05');
    expect(mandateSipStartDate('2026-08-21', 5, '2026-08-22')).toBe('2026-09-05');
  });
});

describe('a schedule in words', () => {
  it('names the frequency, the day, the count and the first date', () => {
    expect(
      scheduleInWords({ freqId: 'M', day: 5, installments: 12, startDate: '2027-01-05' }),
    ).toBe('Monthly on the 5th, 12 installments from 05-01-2027');
    expect(scheduleInWords({ freqId: 'Q', day: 1, installments: 4 })).toBe(
      'Quarterly on the 1st, 4 installments',
    );
    expect(scheduleInWords({ freqId: 'M', day: 22, installments: 1 })).toBe(
      'Monthly on the 22nd, 1 installment',
    );
    expect(scheduleInWords({ freqId: 'M', day: 13, installments: 6 })).toBe(
      'Monthly on the 13th, 6 installments',
    );
    expect(
      scheduleInWords({ freqId: 'W', day: 3, installments: 24, startDate: '2026-09-03' }),
    ).toBe('Weekly, 24 installments from 03-09-2026');
  });
});

describe('what a stop leaves of a plan', () => {
  const dates = ['2026-08-15', '2026-09-15', '2026-10-15'];

  it('catches the next installment when its run day is still to come', () => {
    // Today Wednesday 12-08: 15-08 (a Saturday) would run on Monday 17-08, the day the stop takes
    // effect, so it does not run, nor any after it.
    const outcome = stopOutcome(dates, '2026-08-15', '2026-08-12');
    expect(outcome).toEqual({
      effectiveDate: '2026-08-17',
      stillRun: [],
      firstStopped: '2026-08-15',
    });
    expect(stopOutcomeInWords(outcome!)).toBe(
      'No installment runs any more: the one of 15-08-2026 and every one after it are stopped.',
    );
  });

  it('lets the installment being presented today run, and names it', () => {
    // Monday 17-08: the 15-08 installment runs today; the stop catches 15-09 and 15-10.
    const outcome = stopOutcome(dates, '2026-08-15', '2026-08-17');
    expect(outcome).toEqual({
      effectiveDate: '2026-09-15',
      stillRun: ['2026-08-15'],
      firstStopped: '2026-09-15',
    });
    expect(stopOutcomeInWords(outcome!)).toBe(
      'The installment of 15-08-2026 still runs; none after it.',
    );
  });

  it('names every installment still running when more than one is', () => {
    // A weekly plan: 14-08 (Friday) and 15-08 (Saturday, run Monday 17-08 with 16-08) on Monday 17-08.
    const weekly = ['2026-08-14', '2026-08-15', '2026-08-16', '2026-08-23'];
    const outcome = stopOutcome(weekly, '2026-08-14', '2026-08-17');
    expect(outcome?.stillRun).toEqual(['2026-08-14', '2026-08-15', '2026-08-16']);
    expect(stopOutcomeInWords(outcome!)).toBe(
      'The installments of 14-08-2026, 15-08-2026 and 16-08-2026 still run; none after them.',
    );
  });

  it('is none when the last installment runs today', () => {
    expect(stopOutcome(dates, '2026-10-15', '2026-10-15')).toBeNull();
  });
});
