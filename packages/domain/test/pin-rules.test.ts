import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isTooSimplePin, pinChangeProblem, pinMessages } from '../src/index.js';

const change = (oldPin: string, newPin: string, confirmPin = newPin) => ({
  oldPin,
  newPin,
  confirmPin,
});

describe('PIN change rules', () => {
  it('asks for the current PIN first', () => {
    expect(pinChangeProblem(change('', '7391'))).toBe('Current PIN cannot be empty.');
  });

  it('refuses a current PIN that is not 4 digits', () => {
    expect(pinChangeProblem(change('48a6', '7391'))).toBe('Current PIN should be valid.');
  });

  it('asks for the new PIN', () => {
    expect(pinChangeProblem(change('4826', ''))).toBe('New PIN cannot be empty.');
  });

  it.each(['123', '12345', '12a4', ' 739', '７３９１'])('refuses the new PIN %s', (pin) => {
    expect(pinChangeProblem(change('4826', pin))).toBe(pinMessages.format);
  });

  it.each(['0000', '7777', '1234', '6789', '4321', '3210'])(
    'refuses the guessable PIN %s',
    (pin) => {
      expect(pinChangeProblem(change('4826', pin))).toBe(pinMessages.tooSimple);
    },
  );

  it('refuses the current PIN as the new one', () => {
    expect(pinChangeProblem(change('4826', '4826'))).toBe(pinMessages.sameAsOld);
  });

  it('refuses a confirmation that differs', () => {
    expect(pinChangeProblem(change('4826', '7391', '7392'))).toBe(pinMessages.mismatch);
  });

  it('accepts a fresh 4-digit PIN confirmed', () => {
    expect(pinChangeProblem(change('4826', '7391'))).toBeNull();
    expect(pinChangeProblem(change('4826', '1243'))).toBeNull();
  });

  it('finds any PIN with four different digits out of sequence acceptable', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{4}$/), (pin) => {
        fc.pre(!isTooSimplePin(pin) && pin !== '4826');
        expect(pinChangeProblem(change('4826', pin))).toBeNull();
      }),
    );
  });
});
