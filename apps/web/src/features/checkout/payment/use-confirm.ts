import { payModes } from '@cdesk/domain';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api';
import { clientInfo } from '../../../lib/client-info';
import { store, useAppDispatch } from '../../../lib/store';
import { confirmed, requestKeyIssued, upiTimerSet } from '../cart/cart-slice';
import { selectTransactionCart } from '../cart/cart-store';
import { confirmPayload } from './confirm-payload';
import { paymentCalls } from './payment-calls';
import { errorMessage } from '../../../lib/error-message';

export function ackPath(tid: string): string {
  return `/transact/authorize/pip/achknowledge?tid=${encodeURIComponent(tid)}`;
}

export function upiPath(tid: string, trxnid: string): string {
  return `/transact/authorize/pip/upi?tid=${encodeURIComponent(tid)}&trxnid=${encodeURIComponent(trxnid)}`;
}

/** The technical message of onConfirm's question back (spec 3 section 4, confirmation loops). */
export const marsQuestion = 'SUCC_WITH_MARS';

/**
 * 'Confirm': purchase/onConfirm once per click and never two at a time, with the cart's
 * idempotency key (a retry after a lost answer re-sends it), first without the confirmation flag.
 * A SUCC_WITH_MARS answer places nothing and asks yes or no: yes repeats the call with the flag
 * 'Y', no leaves the cart as it is. Then spec 3 section 4's next step: the bank's page for net
 * banking, the UPI collect request and its wait page for UPI, otherwise the acknowledgement.
 */
export function useConfirm(nfo: boolean) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');
  const [errCode, setErrCode] = useState('');
  const [question, setQuestion] = useState('');

  async function confirm(isPIPConfirm: 'Y' | 'N' = 'N') {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    setError('');
    setErrCode('');
    try {
      dispatch(requestKeyIssued({ nfo }));
      const state = selectTransactionCart(store.getState());
      const cart = nfo ? state.nfoCart : state.cart;
      const result = await paymentCalls.onConfirm(confirmPayload(cart, clientInfo(), isPIPConfirm));
      setQuestion('');
      dispatch(confirmed({ nfo, trxnDetail: result }));
      const tid = result.encEncodedTrxnId || result.trxnId;
      if (cart.paymentMode === payModes.NET_BANKING && result.netBankingUrl) {
        window.location.assign(result.netBankingUrl);
        return;
      }
      if (cart.paymentMode === payModes.UPI) {
        const collect = await paymentCalls.getUPICollectionApiStatus({
          trxnid: result.trxnId,
          payBankAccNo: cart.bankAccNo || undefined,
          payBankIfsc: cart.bankIfscCode || undefined,
          payerVirtualAddress: cart.payerVirtualAddress,
          VPAVerifyDtlSrNo: cart.VPAVerifyDtlSrNo,
          segment: 'MF',
          schExch: result.exCode,
        });
        if (collect.collectionApiStatus !== 'SUCCESS') {
          void navigate(ackPath(tid), {
            state: { status: 'ERROR', description: collect.collectionApiStatusDes },
          });
          return;
        }
        if (collect.upiTimer > 0) dispatch(upiTimerSet(collect.upiTimer));
        void navigate(upiPath(tid, result.trxnId));
        return;
      }
      void navigate(ackPath(tid));
    } catch (caught) {
      if (
        caught instanceof ApiError &&
        caught.techMessage === marsQuestion &&
        isPIPConfirm === 'N'
      ) {
        setQuestion(caught.message);
      } else if (!(caught instanceof ApiError && caught.status === 401)) {
        setQuestion('');
        setError(errorMessage(caught));
        setErrCode(caught instanceof ApiError ? caught.errCode : '');
      }
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }

  return {
    confirm: () => confirm('N'),
    pending,
    error,
    errCode,
    /** The SUCC_WITH_MARS question to put to the investor, '' when there is none. */
    question,
    /** Yes: the same confirm again with the flag 'Y'. No: nothing is placed. */
    answer: (yes: boolean) => (yes ? confirm('Y') : setQuestion('')),
  };
}
