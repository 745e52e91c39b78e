import {
  exitLoadTiersOf,
  gainsClassOf,
  schemeCapitalGains,
  type ExitLoadRule,
  type GainMovement,
  type GainsClass,
  type Paise,
} from '@cdesk/domain';

/** A unit movement of a folio's scheme as the ledger keeps it. */
export interface LedgerMovement {
  flow: string;
  navDate: string;
  units: string;
  nav: string;
  stampDutyPaise: Paise;
  orderRef: string;
  trxnType: string;
  amountPaise: Paise;
}

/** What the gains of a scheme need to know of it. */
export interface GainsScheme {
  category: string;
  name: string;
  attributes: { lockInDays: number; exitLoadRule: ExitLoadRule | null };
  grandfatheringNav: string | null;
}

/**
 * The capital gains of one folio's scheme from its ledger, for the sales priced within the dates
 * (schemeCapitalGains), with the exit loads the sell orders recorded by order reference: the one
 * reading of the ledger that the statements and the tax estimate share.
 */
export function ledgerGains(
  moves: readonly LedgerMovement[],
  scheme: GainsScheme,
  exitLoads: ReadonlyMap<string, Paise>,
  range: { from: string; to: string },
): { gainsClass: GainsClass; gains: ReturnType<typeof schemeCapitalGains> } {
  const gainsClass = gainsClassOf({ category: scheme.category, name: scheme.name });
  const movements: GainMovement[] = moves.map((m) => ({
    flow: m.flow === 'OUT' ? 'OUT' : 'IN',
    on: m.navDate,
    units: m.units,
    nav: m.nav,
    stampDutyPaise: m.stampDutyPaise,
    ref: m.orderRef,
    trxnType: m.trxnType,
    amountPaise: m.amountPaise,
    exitLoadPaise: exitLoads.get(m.orderRef) ?? null,
  }));
  const gains = schemeCapitalGains({
    movements,
    lockInDays: scheme.attributes.lockInDays,
    gainsClass,
    exitLoadTiers: exitLoadTiersOf(scheme.attributes.exitLoadRule),
    grandfatheringNav: scheme.grandfatheringNav,
    ...range,
  });
  return { gainsClass, gains };
}
