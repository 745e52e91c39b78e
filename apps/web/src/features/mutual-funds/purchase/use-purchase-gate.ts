import { messages, orderMessages, type TValidatePurchaseRequest } from '@cdesk/domain';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../app/api';
import { useAppSelector } from '../../../app/store';
import { purchaseCalls, type SchemeDetail } from './purchase-calls';

export type Gate =
  | { phase: 'checking' }
  | { phase: 'blocked'; message: string }
  | { phase: 'confirm'; message: string }
  | { phase: 'ready'; detail: SchemeDetail }
  | { phase: 'failed'; message: string };

export interface PurchaseTarget {
  schCode: string;
  isAddMore: boolean;
}

/** The client code the purchase calls carry: the selected account's code. */
export function useClientCode(): string {
  return useAppSelector(
    (state) => state.access.ucc_dtl[0]?.acCode ?? state.access.ucc_dtl[0]?.ucc ?? '',
  );
}

/**
 * Spec 3 section 4, purchase validation: validatePurchase first. A count above 0 shows the message
 * and blocks, unless it is a MARS validation, which asks 'Are you sure you want to proceed?'. A
 * missing nominee goes to the nominee wizard launched from transact. Then the scheme detail.
 */
export function usePurchaseGate(target: PurchaseTarget) {
  const ccode = useClientCode();
  const navigate = useNavigate();
  const [gate, setGate] = useState<Gate>({ phase: 'checking' });
  const { schCode, isAddMore } = target;

  const loadDetail = useCallback(async () => {
    setGate({ phase: 'checking' });
    try {
      const detail = await purchaseCalls.getSchemeDetail({ schCode, ccode: ccode || undefined });
      setGate({ phase: 'ready', detail });
    } catch (error) {
      setGate({ phase: 'failed', message: messageOf(error) });
    }
  }, [ccode, schCode]);

  useEffect(() => {
    if (!schCode) return;
    let live = true;
    const request: TValidatePurchaseRequest = {
      ccode: ccode || undefined,
      schCode,
      isNomineeRedirect: 'N',
      isAddMore: isAddMore ? 'Y' : 'N',
    };
    purchaseCalls.validatePurchase(request).then(
      (result) => {
        if (!live) return;
        if (result.isNomineeRequired === 'Y') {
          // The wizard opens from transact and brings the investor back here when done.
          const back = `${window.location.pathname.replace(/^\/cdesk/, '')}${window.location.search}`;
          void navigate(result.reDirectUrl || '/nomineeTransact', {
            state: { isFromTransact: true, returnTo: back, message: result.message },
          });
          return;
        }
        if (result.validationCnt > 0) {
          if (result.isMarsValidation === 'Y') {
            setGate({
              phase: 'confirm',
              message: `${result.message} ${orderMessages.marsConfirm}`.trim(),
            });
          } else setGate({ phase: 'blocked', message: result.message });
          return;
        }
        void loadDetail();
      },
      (error: unknown) => live && setGate({ phase: 'failed', message: messageOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [ccode, schCode, isAddMore, navigate, loadDetail]);

  return { gate, proceed: loadDetail, ccode };
}

function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : messages.common;
}
