import {
  nfoWindow,
  paiseToRupeeText,
  planAndOptionOf,
  schemeFullName,
  sellMessages,
  type Plan,
  type SchemeOption,
  type TGetSwitchTargetsResponse,
} from '@cdesk/domain';
import { businessDate, type Clock } from '../../lib/clock.js';
import type { Account } from '../access/index.js';
import type { SchemeService, SchemeView } from '../schemes/index.js';
import { bad, type Positions } from './positions.js';
import type { SwitchTarget } from './sale-terms.js';

/** What the investor narrows the schemes to switch into by. */
export interface SwitchTargetQuery {
  folioNo: string;
  schCode: number;
  isNfo: 'Y' | 'N';
  keyword?: string | undefined;
  plan?: Plan | undefined;
  option?: SchemeOption | undefined;
}

function isOpenNfo(scheme: SchemeView, today: string): boolean {
  const window = nfoWindow(scheme.schemeCode, today);
  return (
    scheme.attributes.isNfo &&
    window !== null &&
    today >= window.openDate &&
    today <= window.closeDate
  );
}

function targetView(scheme: SchemeView, today: string) {
  return {
    schcode: scheme.schemeCode,
    schemeName: schemeFullName(scheme.name, planAndOptionOf(scheme)),
    schemeType: scheme.schemeType,
    ...planAndOptionOf(scheme),
    isNfo: scheme.attributes.isNfo ? ('Y' as const) : ('N' as const),
    nfoCloseDate: scheme.attributes.isNfo
      ? (nfoWindow(scheme.schemeCode, today)?.closeDate ?? '')
      : '',
    minAmount: paiseToRupeeText(scheme.attributes.minAdditionalPaise),
    exitLoad: scheme.attributes.exitLoad,
    riskometer: scheme.attributes.riskometer.label,
  };
}

/** The schemes a switch may go into: of the same AMC, open for purchase, or its open NFOs. */
export class SwitchTargets {
  constructor(
    private readonly clock: Clock,
    private readonly positions: Positions,
    private readonly schemes: SchemeService,
  ) {}

  /** The scheme switched into: of the same AMC, open for purchase (an open NFO for NFO switch). */
  async of(sourceAmc: string, sourceCode: number, targetCode: number): Promise<SwitchTarget> {
    if (targetCode === sourceCode) throw bad(sellMessages.sameScheme, 'SWITCH_SAME_SCHEME');
    const scheme = await this.schemes.get(targetCode);
    if (!scheme) throw bad(sellMessages.targetNotFound, 'SWITCH_TARGET_NOT_FOUND');
    if (scheme.amc !== sourceAmc) throw bad(sellMessages.otherAmc, 'SWITCH_OTHER_AMC');
    const today = businessDate(this.clock);
    if (scheme.attributes.isNfo) {
      const window = nfoWindow(scheme.schemeCode, today);
      if (!window || today < window.openDate || today > window.closeDate)
        throw bad(sellMessages.nfoClosed, 'NFO_CLOSED');
      return { scheme, isNfo: true };
    }
    if (!scheme.active || !scheme.attributes.purchaseAllowed)
      throw bad(sellMessages.targetClosed, 'SWITCH_TARGET_CLOSED');
    return { scheme, isNfo: false };
  }

  async list(account: Account, request: SwitchTargetQuery): Promise<TGetSwitchTargetsResponse> {
    if (request.isNfo === 'Y' && account.accType === 'EMF')
      throw bad(sellMessages.emfRestriction, 'EMF_RESTRICTED');
    const position = await this.positions.of(account.id, request.folioNo, request.schCode);
    const today = businessDate(this.clock);
    const rows = await this.schemes.ofAmc(position.amc);
    const words = (request.keyword ?? '')
      .toLowerCase()
      .split(/\s+/)
      .filter((w) => w.length > 0);
    const targets = rows
      .filter((scheme) => scheme.schemeCode !== position.schemeCode)
      .filter((scheme) =>
        request.isNfo === 'Y'
          ? isOpenNfo(scheme, today)
          : !scheme.attributes.isNfo && scheme.attributes.purchaseAllowed,
      )
      .filter((scheme) => words.every((w) => scheme.name.toLowerCase().includes(w)))
      .filter((scheme) => {
        const { plan, option } = planAndOptionOf(scheme);
        return (
          (!request.plan || plan === request.plan) && (!request.option || option === request.option)
        );
      })
      .map((scheme) => targetView(scheme, today));
    return { amc: position.amc, targets };
  }
}
