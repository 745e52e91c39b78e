import {
  authMessages,
  payModes,
  type TAuthorisationResult,
  type TAuthPurchaseData,
} from '@cdesk/domain';
import type { NavigateFunction } from 'react-router';
import { keepEdisReturn } from '../../../lib/edis-return';
import { loadPage } from '../../../lib/navigation';
import { store } from '../../../lib/store';
import { upiTimerSet } from '../../checkout';
import { authCalls } from '../auth-calls';
import { legAckTypes, upiWaitPath } from '../auth-paths';
import { refreshPendingCount } from '../pending-count';
import type { AuthTarget } from './auth-target';

interface Finish {
  result: TAuthorisationResult;
  target: AuthTarget;
  purchaseData: TAuthPurchaseData | undefined;
  /** The pay mode chosen or placed ('' for types that pay nothing). */
  payMode: string;
  navigate: NavigateFunction;
  say: (text: string, tone?: 'error' | 'info') => Promise<void>;
}

/**
 * The acknowledgement of an authorised transaction: with its receipt named in the query, except on
 * the pages of the types with several legs, which read the transaction (and its receipt) by its
 * encEncodedTrxnId as their tid.
 */
export function withReceipt(ackPath: string, result: TAuthorisationResult): string {
  if (!ackPath.startsWith('/') || ackPath.startsWith('//')) return ackPath;
  const url = new URL(ackPath, 'https://desk.invalid');
  const ownReceipt = (legAckTypes as readonly string[]).includes(result.trnType);
  if (ownReceipt && !url.searchParams.get('tid') && result.encEncodedTrxnId)
    url.searchParams.set('tid', result.encEncodedTrxnId);
  if (!ownReceipt && result.encEncodedTrxnId) {
    url.searchParams.set('rcpt', result.encEncodedTrxnId);
    url.searchParams.set('rtype', result.trnType);
  }
  return url.pathname + url.search;
}

/**
 * The UPI collect request (purchase/getUPICollectionApiStatus), when the gateway has not sent it
 * with the authorisation: its outcome, a failure described.
 */
async function startCollect(
  result: TAuthorisationResult,
  purchaseData: TAuthPurchaseData | undefined,
  vpa: string,
): Promise<{ ok: boolean; description: string }> {
  const [, payBankAccNo = '', payBankIfsc = ''] = (purchaseData?.payBank ?? '').split('~');
  try {
    const collect = await authCalls.upiCollect({
      trxnid: result.trxnId,
      payBankAccNo: payBankAccNo || undefined,
      payBankIfsc: payBankIfsc || undefined,
      payerVirtualAddress: vpa,
      VPAVerifyDtlSrNo: result.VPAVerifyDtlSrNo || purchaseData?.VPAVerifyDtlSrNo || '',
      segment: 'MF',
      schExch: result.exCode || undefined,
    });
    if (collect.upiTimer > 0) store.dispatch(upiTimerSet(collect.upiTimer));
    return {
      ok: collect.collectionApiStatus === 'SUCCESS',
      description: collect.collectionApiStatusDes,
    };
  } catch (caught) {
    // Authorised already: the acknowledgement tells what became of the payment request.
    return { ok: false, description: caught instanceof Error ? caught.message : '' };
  }
}

/**
 * Spec 3 section 4, on success: to the depository for eDIS, to the bank's page for net banking,
 * the UPI collect request and its wait page for UPI, otherwise the acknowledgement.
 */
export async function finishAuthorised({
  result,
  target,
  purchaseData,
  payMode,
  navigate,
  say,
}: Finish): Promise<void> {
  refreshPendingCount();
  const ack = result.ackPath ? withReceipt(result.ackPath, result) : '';
  if (result.IS_EDIS === 'Y' && result.callurl) {
    if (ack) keepEdisReturn(result.edisTrxnNo, ack);
    loadPage(result.callurl);
    return;
  }
  const mode = result.payMode || payMode;
  if (mode === payModes.NET_BANKING && result.netBankingUrl) {
    loadPage(result.netBankingUrl);
    return;
  }
  if (!ack) {
    await say(authMessages.declined, 'info');
    return;
  }
  if (mode === payModes.UPI) {
    const vpa = purchaseData?.payerVirtualAddress || target.payment?.payerVpa || '';
    const status = result.collectionApiStatus
      ? { ok: result.collectionApiStatus === 'SUCCESS', description: result.collectionApiStatusDes }
      : await startCollect(result, purchaseData, vpa);
    if (!status.ok) {
      void navigate(ack, { state: { status: 'ERROR', description: status.description } });
      return;
    }
    void navigate(upiWaitPath(result.trnType, result.trxnId, ack, vpa, target.amount));
    return;
  }
  void navigate(ack);
}
