import { formatPaise } from '../rules/format.js';
import type { Paise } from '../rules/money.js';

/** Messages of MARS, the ready-made mutual-fund portfolios (spec 1 section 2.6, spec 3 section 4). */
export const marsMessages = {
  portfolioRequired: 'Please select a portfolio.',
  portfolioNotFound: 'The selected portfolio was not found.',
  /** The portfolio's schemes are not all open for purchase (or lack a NAV) at present. */
  portfolioUnavailable: 'This portfolio is not open for investment at present.',
  sipNotAllowed: 'SIP is not available in this portfolio.',
  minLumpsum: (paise: Paise) => `Minimum investment in this portfolio is ${formatPaise(paise)}.`,
  minSip: (paise: Paise) => `Minimum SIP installment in this portfolio is ${formatPaise(paise)}.`,
  wholeRupees: 'Amount should be in multiples of ₹1.',
  /** The MARS lines of a cart are not the whole portfolio at its weights. */
  wholePortfolio:
    'A MARS portfolio is bought as a whole, at its weights. Please invest in the portfolio again from Ready MF Portfolios.',
  targetNotFound: 'The MARS portfolio was not found in your account.',
  /**
   * Spec 3 section 4, purchase validation: buying a scheme of a MARS portfolio the investor holds
   * outside it. The purchase screen adds 'Are you sure you want to proceed?' and asks.
   */
  heldInPortfolio: (scheme: string, portfolio: string) =>
    `${scheme} is part of your MARS portfolio ${portfolio}. Buying it outside the portfolio will change the portfolio's weights.`,
  /** The same, for the schemes of a cart. */
  heldInPortfolios: (schemes: readonly string[]) =>
    `${schemes.join(' and ')} ${schemes.length === 1 ? 'is' : 'are'} part of your MARS portfolio. Buying outside the portfolio will change its weights.`,
  holdingNotFound: 'You do not hold this MARS portfolio.',
  percentInvalid: 'Please enter a percentage from 1 to 100.',
  nothingFree: 'No units of this portfolio are free to redeem at present.',
  redemptionPlaced: 'Your redemption of the portfolio has been placed, one order for each scheme.',
  /** The SUCC_WITH_MARS question of a partner-placed MARS switch; the spec's question ends it. */
  switchQuestion: (portfolio: string, legs: readonly string[]) =>
    `This transaction switches ${legs.join(', ')} into the MARS portfolio ${portfolio}. Its schemes will be held and tracked as that portfolio. Are you sure you want to proceed?`,
} as const;
