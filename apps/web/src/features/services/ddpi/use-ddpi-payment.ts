import { ddpiMessages, ddpiVpaProblem, orderMessages, purchaseScreenMessages } from '@cdesk/domain';
import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { useAction } from '../../../lib/use-action';
import { ddpiCalls } from './ddpi-calls';
import type { CollectSent } from './upi-wait-panel';

/** What the DDPI payment form is given. */
export interface PaymentFormProps {
  ddpiReqId: string;
  amountPaise: bigint;
  payModes: { payModeId: string; payModeName: string }[];
  lastMessage: [string, string] | null;
  onSent: (collect: CollectSent) => void;
}

/** The pay mode and UPI ID of the stamp duty payment, verifying the UPI ID, and paying. */
export function useDdpiPayment({ ddpiReqId, amountPaise, payModes, onSent }: PaymentFormProps) {
  // A single pay mode is not a choice: it is shown, and used.
  const only = payModes.length === 1 ? payModes[0]! : null;
  const [payMode, setPayMode] = useState(only?.payModeId ?? '');
  const [vpa, setVpa] = useState('');
  const [verified, setVerified] = useState<{ vpa: string; srNo: string } | null>(null);
  const [errors, setErrors] = useState<{ payMode?: string; vpa?: string }>({});
  const action = useAction<'verify' | 'pay'>();

  const checkVpa = () => {
    const problem = ddpiVpaProblem(vpa);
    setErrors((e) => ({ ...e, vpa: problem ?? undefined }));
    return problem === null;
  };
  const verify = () => {
    if (!checkVpa()) return;
    void action.run('verify', async () => {
      try {
        const check = await ddpiCalls.verifyVpa({ payerVirtualAddress: vpa.trim() });
        if (check.VPAVerifyStatus === 'VE')
          setVerified({ vpa: vpa.trim(), srNo: check.VPAVerifyDtlsrNo });
        else
          setErrors((e) => ({
            ...e,
            vpa: check.message || purchaseScreenMessages.vpaCheckFallback,
          }));
      } catch (caught) {
        if (caught instanceof ApiError && caught.status === 400)
          setErrors((e) => ({ ...e, vpa: caught.message }));
        else throw caught;
      }
    });
  };
  const pay = () => {
    const next = {
      payMode: payMode ? undefined : ddpiMessages.payModeRequired,
      vpa: ddpiVpaProblem(vpa) ?? (verified ? undefined : orderMessages.vpaNotVerified),
    };
    setErrors(next);
    if (next.payMode || next.vpa || !verified) return;
    void action.run('pay', async () => {
      const sent = await ddpiCalls.pay({
        ddpiReqId,
        payMode,
        payerVirtualAddress: verified.vpa,
        VPAVerifyDtlSrNo: verified.srNo,
      });
      onSent({ trxnid: sent.trxnid, vpa: verified.vpa, amountPaise, timeoutMs: sent.upiTimer });
    });
  };

  return {
    only,
    payMode,
    setPayMode,
    vpa,
    setVpa,
    verified,
    setVerified,
    errors,
    setErrors,
    action,
    verify,
    pay,
  };
}
