import { describe, expect, it } from 'vitest';
import {
  brokeragePaise,
  brokerageRateBps,
  businessDayOnOrAfter,
  defaultPurchaseLimits,
  firstInstallmentDate,
  hasUsablePaymentDetail,
  installmentSchedule,
  isBusinessDay,
  isNavPublished,
  isValidUtr,
  isValidVpa,
  lastInstallmentDate,
  navPublishedAt,
  needsPaymentWarning,
  paiseToRupeeText,
  paymentChoiceIssue,
  purchaseAmountIssue,
  orderMessages,
  purchaseTransactionType,
  swpSchedule,
  withinUpiLimit,
  type PaymentChoice,
} from '../src/index.js';

// India is UTC+05:30: 09:30 UTC is 15:00 IST, 08:00 UTC is 13:30 IST.
const ist = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);

describe('market calendar', () => {
  it('closes on weekends and 2026 trading holidays', () => {
    expect(isBusinessDay('2026-11-23')).toBe(true); // Monday
    expect(isBusinessDay('2026-11-24')).toBe(false); // Guru Nanak Jayanti
    expect(isBusinessDay('2026-11-28')).toBe(false); // Saturday
    expect(businessDayOnOrAfter('2026-12-25')).toBe('2026-12-28'); // Christmas Friday -> Monday
  });
});

describe('NAV publication', () => {
  it('publishes the NAV of a day at 11 pm India time that day', () => {
    // 23:00 IST on 13-08-2026 is 17:30 UTC.
    expect(navPublishedAt('2026-08-13').toISOString()).toBe('2026-08-13T17:30:00.000Z');
  });
  it('keeps the NAV of 13-08 unknown on 12-08 after the cut-off and all of 13-08 until 11 pm', () => {
    expect(isNavPublished('2026-08-13', ist('2026-08-12', '15:30'))).toBe(false);
    expect(isNavPublished('2026-08-13', ist('2026-08-13', '22:59'))).toBe(false);
    expect(isNavPublished('2026-08-13', ist('2026-08-13', '23:00'))).toBe(true);
    expect(isNavPublished('2026-08-13', ist('2026-08-14', '09:00'))).toBe(true);
  });
});

describe('purchase limits', () => {
  const equity = defaultPurchaseLimits('EQUITY');
  it('blocks a fresh equity purchase below ₹5,000', () => {
    expect(purchaseAmountIssue(499_900n, 'FRESH', equity)).toBe(
      orderMessages.minLumpsum('₹5,000.00'),
    );
  });
  it('allows an additional purchase of ₹1,000', () => {
    expect(purchaseAmountIssue(100_000n, 'ADDITIONAL', equity)).toBeNull();
  });
  it('blocks an additional purchase below ₹1,000', () => {
    expect(purchaseAmountIssue(99_900n, 'ADDITIONAL', equity)).toBe(
      orderMessages.minAdditional('₹1,000.00'),
    );
  });
  it('blocks a SIP below ₹500', () => {
    expect(purchaseAmountIssue(40_000n, 'SIP', equity)).toBe(orderMessages.minSip('₹500.00'));
  });
  it('blocks an amount that is not a multiple of ₹1', () => {
    expect(purchaseAmountIssue(500_050n, 'FRESH', equity)).toBe(orderMessages.multiple('₹1.00'));
  });
  it('blocks an amount above the maximum', () => {
    const capped = { ...equity, maxPaise: 20_000_000n };
    expect(purchaseAmountIssue(20_000_100n, 'FRESH', capped)).toBe(
      orderMessages.maxAmount('₹2,00,000.00'),
    );
  });
  it('rejects zero', () => {
    expect(purchaseAmountIssue(0n, 'FRESH', equity)).toBe(orderMessages.amountInvalid);
  });
  it('lets liquid funds start at ₹500', () => {
    expect(purchaseAmountIssue(50_000n, 'FRESH', defaultPurchaseLimits('LIQUID'))).toBeNull();
  });
});

describe('SIP dates', () => {
  it('starts on the chosen day at least 7 days ahead', () => {
    // 23 Nov + 7 = 30 Nov; day 5 of November is past, so 5 Dec.
    expect(firstInstallmentDate('2026-11-23', 5)).toBe('2026-12-05');
    // 28 Nov is before 30 Nov, so 28 Dec.
    expect(firstInstallmentDate('2026-11-23', 28)).toBe('2026-12-28');
  });
  it('keeps the same month when the day is far enough ahead', () => {
    expect(firstInstallmentDate('2026-11-01', 10)).toBe('2026-11-10');
  });
  it('refuses a day the calendar does not offer', () => {
    expect(() => firstInstallmentDate('2026-11-01', 31)).toThrow(RangeError);
  });
  it('ends a 12-installment monthly SIP eleven months after the start', () => {
    expect(lastInstallmentDate('2026-12-05', 'M', 12)).toBe('2027-11-05');
  });
  it('steps quarterly and weekly', () => {
    expect(installmentSchedule('2026-12-05', 'Q', 3)).toEqual([
      '2026-12-05',
      '2027-03-05',
      '2027-06-05',
    ]);
    expect(installmentSchedule('2026-12-28', 'W', 2)).toEqual(['2026-12-28', '2027-01-04']);
  });
  it('schedules an SWP from its start month', () => {
    expect(swpSchedule('2027-01', 10, 'M', 2)).toEqual(['2027-01-10', '2027-02-10']);
  });
});

describe('brokerage', () => {
  it('pays nothing on a direct plan', () => {
    expect(brokerageRateBps('EQUITY', true)).toBe(0);
  });
  it('pays 1% on a regular equity plan, rounded down to the paisa', () => {
    // 1% of ₹12,345.67 = ₹123.4567 -> ₹123.45
    expect(brokeragePaise(1_234_567n, brokerageRateBps('EQUITY', false))).toBe(12_345n);
  });
  it('writes paise as rupee text', () => {
    expect(paiseToRupeeText(500_050n)).toBe('5000.50');
  });
});

describe('pay modes', () => {
  const base: PaymentChoice = {
    payMode: '1',
    totalPaise: 1_000_000n,
    bankCode: 'HDFC',
    neftRefNo: '',
    neftReRefNo: '',
    neftAmountPaise: null,
    vpa: '',
    vpaVerified: false,
    mandateNo: '',
    hasSip: false,
  };
  it('finds no usable payment detail for mode 5, an empty mode, no bank, or 7 without a number', () => {
    expect(hasUsablePaymentDetail({ payMode: '5', bankCode: 'HDFC', neftRtgsNo: '' })).toBe(false);
    expect(hasUsablePaymentDetail({ payMode: '', bankCode: 'HDFC', neftRtgsNo: '' })).toBe(false);
    expect(hasUsablePaymentDetail({ payMode: '1', bankCode: '', neftRtgsNo: '' })).toBe(false);
    expect(hasUsablePaymentDetail({ payMode: '7', bankCode: 'HDFC', neftRtgsNo: '' })).toBe(false);
    expect(hasUsablePaymentDetail({ payMode: '7', bankCode: 'HDFC', neftRtgsNo: 'X' })).toBe(true);
  });
  it('warns for modes 1 and 3 only', () => {
    expect(['1', '3', '7', '8'].map(needsPaymentWarning)).toEqual([true, true, false, false]);
  });
  it('allows net banking with a bank', () => {
    expect(paymentChoiceIssue(base)).toBeNull();
  });
  it('refuses mode 5', () => {
    expect(paymentChoiceIssue({ ...base, payMode: '5' })).toBe(orderMessages.payModeUnusable);
  });
  it('needs a matching, well-formed NEFT/RTGS reference for mode 7', () => {
    const neft = { ...base, payMode: '7' };
    expect(paymentChoiceIssue(neft)).toBe(orderMessages.neftRefRequired);
    expect(paymentChoiceIssue({ ...neft, neftRefNo: 'ABC' })).toBe(orderMessages.neftRefInvalid);
    expect(
      paymentChoiceIssue({
        ...neft,
        neftRefNo: 'HDFCN26112300001',
        neftReRefNo: 'HDFCN26112300002',
      }),
    ).toBe(orderMessages.neftRefMismatch);
    expect(
      paymentChoiceIssue({
        ...neft,
        neftRefNo: 'HDFCN26112300001',
        neftReRefNo: 'hdfcn26112300001',
      }),
    ).toBeNull();
  });
  it('needs a verified VPA for UPI and steers amounts above ₹1,00,000 to net banking', () => {
    const upi = { ...base, payMode: '8', vpa: 'asha@okaxis' };
    expect(paymentChoiceIssue(upi)).toBe(orderMessages.vpaNotVerified);
    expect(paymentChoiceIssue({ ...upi, vpaVerified: true })).toBeNull();
    expect(paymentChoiceIssue({ ...upi, vpaVerified: true, totalPaise: 10_000_001n })).toBe(
      orderMessages.upiLimit,
    );
    expect(withinUpiLimit(10_000_000n)).toBe(true);
  });
  it('needs a mandate for a SIP', () => {
    expect(paymentChoiceIssue({ ...base, hasSip: true })).toBe(orderMessages.mandateRequired);
  });
  it('checks VPA and UTR syntax', () => {
    expect(isValidVpa('asha.verma@okhdfc')).toBe(true);
    expect(isValidVpa('asha@')).toBe(false);
    expect(isValidVpa('@upi')).toBe(false);
    expect(isValidUtr('HDFCN26112300001')).toBe(true);
    expect(isValidUtr('SBINR52026112300000001')).toBe(true);
    expect(isValidUtr('1234N26112300001')).toBe(false);
  });
});

describe('transaction types', () => {
  it('names NFO and SIP purchases', () => {
    expect(purchaseTransactionType(false, false)).toBe('PIP');
    expect(purchaseTransactionType(true, false)).toBe('SIP');
    expect(purchaseTransactionType(false, true)).toBe('NPIP');
    expect(purchaseTransactionType(true, true)).toBe('NSIP');
  });
});
