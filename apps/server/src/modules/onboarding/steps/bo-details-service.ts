import {
  dematIdProofType,
  idProofErrors,
  nomineeSlotScreens,
  normalizeIdNo,
  onboardingNomineeMessages as m,
  parseDematAccount,
} from '@cdesk/domain';
import type { Depository } from '../../../providers/depository/port.js';
import { refuse } from './kyc-holder.js';
import type { OnboardingStore } from '../store.js';

/** fetchBoDtlNominee: the depository's owner of a demat account a nominee gives as ID proof. */
export class BoDetailsService {
  constructor(
    private readonly store: OnboardingStore,
    private readonly depository: Depository,
  ) {}

  async beneficialOwner(refNo: string, dematAccNo: string) {
    await this.store.assertReached(refNo, nomineeSlotScreens[1]);
    const number = normalizeIdNo(dematAccNo);
    if (idProofErrors(dematIdProofType, number, () => m.invalidDemat).number)
      throw refuse('DEMAT_ACCOUNT', m.invalidDemat);
    const account = parseDematAccount(number);
    const owner = account ? await this.depository.beneficialOwner(number) : null;
    return {
      found: owner !== null,
      depository: account?.depository ?? '',
      dpId: account?.dpId ?? '',
      clientId: account?.clientId ?? '',
      name: owner?.name ?? '',
    };
  }
}
