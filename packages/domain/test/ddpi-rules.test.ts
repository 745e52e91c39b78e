import { describe, expect, it } from 'vitest';
import { ddpiMessages, ddpiStampDutyPaise, ddpiVpaProblem } from '../src/index.js';

describe('the DDPI stamp-duty payment', () => {
  it('asks for a UPI ID when none is given', () => {
    expect(ddpiVpaProblem('')).toBe(ddpiMessages.upiRequired);
    expect(ddpiVpaProblem('   ')).toBe('Please provide UPI ID');
    expect(ddpiVpaProblem(undefined)).toBe(ddpiMessages.upiRequired);
  });

  it('refuses an address that is not a UPI ID', () => {
    for (const text of ['anil', 'anil@', '@okhdfc', 'an il@okhdfc', 'anil@ok-hdfc', 'a@1bank'])
      expect(ddpiVpaProblem(text), text).toBe('Kindly enter valid UPI ID');
  });

  it('accepts a well-formed UPI ID', () => {
    for (const text of ['anil.kulkarni@okhdfc', 'anil_k-1@ybl', ' 9768901234@upi '])
      expect(ddpiVpaProblem(text), text).toBeNull();
  });

  it('charges ₹100 of stamp duty, in paise', () => {
    expect(ddpiStampDutyPaise).toBe(10_000n);
  });
});
