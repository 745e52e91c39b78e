import { messages, orderMessages, type TValidatePurchaseRequest } from '@cdesk/domain';
import { useCallback, useEffect, useState } from 'react';
import { useAppSelector } from '../../../lib/store';
import { purchaseCalls, type SchemeDetail } from './purchase-calls';
import { errorMessage } from '../../../lib/error-message';

export type Gate =
  | { phase: 'checking' }
  | { phase: 'blocked'; message: string }
  | { phase: 'confirm'; message: string }
  | { phase: 'nominee'; message: string; reDirectUrl: string }
  | { phase: 'ready'; detail: SchemeDetail }
  | { phase: 'failed'; message: string };

export interface PurchaseTarget {
  schCode: string;
  isAddMore: boolean;
  /** Back from the nominee wizard, or the investor chose to go on without a nominee. */
  isNomineeRedirect: boolean;
}

/** The client code the purchase calls carry: the selected account's code. */
export function useClientCode(): string {
  return useAppSelector(
    (state) => state.access.ucc_dtl[0]?.acCode ?? state.access.ucc_dtl[0]?.ucc ?? '',
  );
}

function messageOf(error: unknown): string {
  return errorMessage(error, messages.common);
}

/**
 * Spec 3 section 4, purchase validation: validatePurchase first. A count above 0 shows the message
 * and blocks, unless it is a MARS validation, which asks 'Are you sure you want to proceed?'. A
 * missing nominee offers the nominee wizard launched from transact. Then the scheme detail.
 */
export function usePurchaseGate(target: PurchaseTarget) {
  const ccode = useClientCode();
  const [gate, setGate] = useState<Gate>({ phase: 'checking' });
  const [skipNominee, setSkipNominee] = useState(target.isNomineeRedirect);
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
    setGate({ phase: 'checking' });
    const request: TValidatePurchaseRequest = {
      ccode: ccode || undefined,
      schCode,
      isNomineeRedirect: skipNominee ? 'Y' : 'N',
      isAddMore: isAddMore ? 'Y' : 'N',
    };
    purchaseCalls.validatePurchase(request).then(
      (result) => {
        if (!live) return;
        if (result.isNomineeRequired === 'Y') {
          setGate({ phase: 'nominee', message: result.message, reDirectUrl: result.reDirectUrl });
        } else if (result.validationCnt > 0 && result.isMarsValidation === 'Y') {
          const message = `${result.message} ${orderMessages.marsConfirm}`.trim();
          setGate({ phase: 'confirm', message });
        } else if (result.validationCnt > 0) {
          setGate({ phase: 'blocked', message: result.message });
        } else void loadDetail();
      },
      (error: unknown) => live && setGate({ phase: 'failed', message: messageOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [ccode, schCode, isAddMore, skipNominee, loadDetail]);

  return {
    gate,
    proceed: loadDetail,
    withoutNominee: () => setSkipNominee(true),
    nomineeSkipped: skipNominee,
    ccode,
  };
}
