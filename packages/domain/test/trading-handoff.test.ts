import { describe, expect, it } from 'vitest';
import {
  emfRestriction,
  handoffMessages,
  handoffOptions,
  handoffProblem,
  handoffProducts,
  messages,
  productCatalogue,
  ZStartHandoffRequest,
} from '../src/index.js';

describe('the hand-over to the online-trading host', () => {
  it('takes every action of the tiles the host runs', () => {
    for (const product of handoffProducts) {
      const tile = productCatalogue.find((p) => p.id === product)!;
      for (const action of tile.actions) expect(handoffProblem(product, action)).toBeNull();
    }
  });

  it('takes the exchange and depository routes for stocks, and the loan types for loans', () => {
    for (const option of ['bse', 'nse', 'nsdl', 'cdsl', 'BSE'])
      expect(handoffProblem('capital-market', option)).toBeNull();
    for (const option of ['tld', 'bfd', 'cld', 'TLD'])
      expect(handoffProblem('loan', option)).toBeNull();
    expect(handoffProblem('debt-market', 'bse')).toBe(
      handoffMessages.unknownOption(
        'Fixed Income, Bonds, Debentures',
        handoffOptions['debt-market'],
      ),
    );
  });

  it('refuses the pension scheme, the desk’s own products and unknown ones', () => {
    expect(handoffProblem('enps')).toBe(handoffMessages.npsNoAction);
    expect(handoffProblem('mars', 'purchase')).toBe(
      handoffMessages.notHandedOff('MARS, Ready MF Portfolios'),
    );
    expect(handoffProblem('')).toBe(handoffMessages.unknownProduct);
  });

  it('reads a request in lower case, with the product’s own action when none is named', () => {
    expect(ZStartHandoffRequest.parse({ prodType: 'Public-Offer', subType: 'OFS' })).toEqual({
      product: 'public-offer',
      option: 'ofs',
    });
    expect(ZStartHandoffRequest.parse({ prodType: 'loan' })).toEqual({
      product: 'loan',
      option: 'purchase',
    });
  });
});

describe('what an E-Wealth MF account may use', () => {
  it('keeps it to mutual funds and MARS', () => {
    expect(emfRestriction('EMF', 'mutual-funds')).toBeNull();
    expect(emfRestriction('EMF', 'mars')).toBeNull();
    expect(emfRestriction('EMF', 'capital-market')).toBe(messages.emfNotAvailable);
    expect(emfRestriction('EMF')).toBe(messages.emfNotAvailable);
    expect(emfRestriction('EW', 'loan')).toBeNull();
  });
});
