import { authMessages } from '@cdesk/domain';
import type { NavigateFunction } from 'react-router';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { authorisationStatusFrom } from '../../checkout';
import { authCalls } from '../auth-calls';
import { statusPath } from '../auth-paths';
import { refreshPendingCount } from '../pending-count';
import type { AuthTarget } from './auth-target';

/**
 * Spec 3 section 4, Reject (once the client confirmed): onReject, then the trxnstatus page with
 * 'Your transaction with Ref. No {id} has been rejected.' (the MARS target number for MARS), or
 * with the failure.
 */
export async function rejectAndReport(target: AuthTarget, navigate: NavigateFunction) {
  const to = statusPath(target.trnType);
  try {
    const reply = await authCalls.reject({ reqFrom: 'web', encryptedData: target.d });
    refreshPendingCount();
    const ref = reply.isMarsTrxn === 'Y' && reply.marsTarNo ? reply.marsTarNo : reply.trxnId;
    void navigate(to, {
      state: {
        status: 'success',
        message: reply.message || authMessages.rejected(ref || target.trxnId),
        reqFrom: authorisationStatusFrom,
      },
    });
  } catch (caught) {
    if (caught instanceof ApiError && [401, 417].includes(caught.status)) return;
    void navigate(to, {
      state: {
        status: 'fail',
        message: errorMessage(caught, authMessages.generic),
        reqFrom: authorisationStatusFrom,
      },
    });
  }
}
