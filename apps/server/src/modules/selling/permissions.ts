import { sellMessages, type TPoaCheck } from '@cdesk/domain';
import type { Depository } from '../../providers/depository/port.js';
import type { Account } from '../access/index.js';
import type { Positions } from './positions.js';

/** Spec 3 section 4: physical units pass; demat units need a POA/DDPI, or eDIS, or are refused. */
export class SellPermissions {
  constructor(
    private readonly positions: Positions,
    private readonly depository: Depository,
  ) {}

  async ofMode(account: Account, mode: 'P' | 'D'): Promise<TPoaCheck> {
    if (mode === 'P') return { mode, FLG_POA: 'Y', IS_EDIS: 'N', isBlocked: 'N', message: '' };
    const permission = await this.depository.dematPermission(account);
    if (permission.poaDdpi)
      return { mode, FLG_POA: 'Y', IS_EDIS: 'N', isBlocked: 'N', message: '' };
    if (permission.edisEnabled)
      return {
        mode,
        FLG_POA: 'N',
        IS_EDIS: 'Y',
        isBlocked: 'N',
        message: sellMessages.edisRedirect,
      };
    return {
      mode,
      FLG_POA: 'N',
      IS_EDIS: 'N',
      isBlocked: 'Y',
      message: sellMessages.poaNotInFavour,
    };
  }

  async poaCheck(account: Account, folioNo: string, schemeCode: number): Promise<TPoaCheck> {
    const position = await this.positions.of(account.id, folioNo, schemeCode);
    return this.ofMode(account, position.mode);
  }
}
