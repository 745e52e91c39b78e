import { describe, expect, it } from 'vitest';
import { authMessages, emfUnavailableProduct } from '../src/index.js';

describe('what an E-Wealth MF account may authorise', () => {
  it('names MARS for a MARS portfolio switch of an EMF account', () => {
    const product = emfUnavailableProduct('EMF', { trnType: 'MARSSWI', isMarsTrxn: 'Y' });
    expect(product).toBe('MARS');
    expect(authMessages.emfNotAvailable(product ?? '')).toBe(
      'This product/option/report is not available for the E-Wealth MF account clients. To opt for the same please contact your MARS Partner.',
    );
  });

  it('lets an EMF account authorise mutual fund transactions', () => {
    expect(emfUnavailableProduct('EMF', { trnType: 'PIP', isMarsTrxn: 'N' })).toBeNull();
    expect(emfUnavailableProduct('EMF', { trnType: 'SSIP', isMarsTrxn: 'N' })).toBeNull();
  });

  it('restricts nothing for other accounts', () => {
    expect(emfUnavailableProduct('EW', { trnType: 'MARSSWI', isMarsTrxn: 'Y' })).toBeNull();
    expect(emfUnavailableProduct('', { trnType: 'MARSSWI', isMarsTrxn: 'Y' })).toBeNull();
  });
});
