import {
  formatFigure,
  orderMessages,
  parseScaled,
  rescale,
  rupeesToPaise,
  sellMessages,
  unitDecimals,
  valuePaise,
  type TSellBy,
  type TSellQuantity,
} from '@cdesk/domain';

/** What the investor typed: sell by amount, by units or every free unit. */
export interface SellChoice {
  by: TSellBy;
  amount: string;
  units: string;
}

export const emptyChoice: SellChoice = { by: 'AMOUNT', amount: '', units: '' };

/** The balance a choice is checked against: units free to redeem and the NAV they stand on. */
export interface SellBalance {
  freeUnits: string;
  nav: string;
  nextUnlockOn: string;
}

const unitsPattern = /^\d{1,12}(\.\d{1,3})?$/;

function thousandths(units: string): bigint {
  return rescale(parseScaled(units), unitDecimals);
}

/** Units typed as the gateway takes them: up to 3 decimals, more than zero. */
export function unitsProblem(text: string): string | null {
  const units = text.trim();
  if (!units) return sellMessages.unitsRequired;
  if (!unitsPattern.test(units)) return sellMessages.unitsInvalid;
  return thousandths(units) > 0n ? null : sellMessages.notPositive;
}

/**
 * Why the choice cannot be previewed, in the gateway's words, or null. The free units are checked
 * here as well as by the gateway, so an over-large request is answered before any call.
 */
export function choiceProblem(choice: SellChoice, balance: SellBalance): string | null {
  const free = thousandths(balance.freeUnits || '0');
  if (free <= 0n) {
    return balance.nextUnlockOn
      ? sellMessages.noFreeUnitsUntil(balance.nextUnlockOn.split('-').reverse().join('-'))
      : sellMessages.noFreeUnits;
  }
  if (choice.by === 'ALL') return null;
  if (choice.by === 'UNITS') {
    const problem = unitsProblem(choice.units);
    if (problem) return problem;
    return thousandths(choice.units.trim()) > free
      ? sellMessages.insufficientUnits(formatFigure(balance.freeUnits, 'units'))
      : null;
  }
  if (!choice.amount.trim()) return sellMessages.amountRequired;
  const paise = rupeesToPaise(choice.amount);
  if (paise === null) return orderMessages.amountInvalid;
  if (paise <= 0n) return sellMessages.notPositive;
  if (balance.nav && paise > valuePaise(balance.freeUnits, balance.nav)) {
    return sellMessages.insufficientUnits(formatFigure(balance.freeUnits, 'units'));
  }
  return null;
}

/** The quantity part of a preview or confirm request. */
export function quantityRequest(
  holding: { folioNo: string; schcode: number },
  choice: SellChoice,
): TSellQuantity {
  return {
    folioNo: holding.folioNo,
    schCode: holding.schcode,
    redeemBy: choice.by,
    ...(choice.by === 'AMOUNT' ? { amount: choice.amount.trim().replace(/,/g, '') } : {}),
    ...(choice.by === 'UNITS' ? { units: choice.units.trim() } : {}),
  };
}
