import {
  messages,
  orderMessages,
  payModes,
  paymentChoiceIssue,
  withinUpiLimit,
} from '@cdesk/domain';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { useAppDispatch, useAppSelector } from '../../../lib/store';
import { investmentAmountsUpdated, mandateUpdated, type PaymentFields } from '../cart/cart-slice';
import type { useTransactionCart } from '../cart/cart-store';
import { paymentCalls, type PayBank, type PayModeBanks } from './payment-calls';

type Cart = ReturnType<typeof useTransactionCart>['cart'];

/** Loads the pay modes and banks for the investor and checks the bank picked against the order. */
function usePayBanks() {
  const [banks, setBanks] = useState<PayModeBanks | null>(null);
  const [loadError, setLoadError] = useState('');
  useEffect(() => {
    paymentCalls
      .getPaymentModeWiseBankForUcc()
      .then(setBanks, (caught: unknown) => setLoadError(errorMessage(caught, messages.common)));
  }, []);
  return { banks, loadError };
}

/** The payment choices of the cart: mode, bank and mandate, with what still stops Confirm. */
export function usePaymentChoice(nfo: boolean, cart: Cart) {
  const dispatch = useAppDispatch();
  const ccode = useAppSelector((s) => s.access.ucc_dtl[0]?.acCode ?? '');
  const { banks, loadError } = usePayBanks();
  const [bankError, setBankError] = useState('');
  const [utrProblem, setUtrProblem] = useState('');

  const modes = banks?.payModeList ?? [];
  const mode = modes.find((m) => m.payModeId === cart.paymentMode);
  const bank = mode?.bankList.find((b) => b.bankAccNo === cart.bankAccNo);
  const hasSip = cart.items.some((item) => item.sip);
  const overUpiLimit = !withinUpiLimit(BigInt(cart.total));
  const update = (amounts: Partial<PaymentFields>) =>
    dispatch(investmentAmountsUpdated({ nfo, amounts }));

  async function chooseBank(next: PayBank | undefined) {
    setBankError('');
    update({
      bankCode: next?.bankCode ?? '',
      bankAccNo: next?.bankAccNo ?? '',
      bankName: next?.bankName ?? '',
      bankAccMak: next?.bankAccMak ?? '',
      bankIfscCode: next?.bankIfscCode ?? '',
      bankType: next?.bankType ?? '',
    });
    dispatch(mandateUpdated({ nfo, mandateNo: next?.mandateList[0]?.mandateNo ?? '' }));
    if (!next) return;
    try {
      const check = await paymentCalls.validateSelectedBank({
        ccode: ccode || undefined,
        bankAccType: next.bankType || undefined,
        trxnType: 'PUR',
        bankCode: next.bankCode,
        bankAccNo: next.bankAccNo,
        payMode: cart.paymentMode || undefined,
      });
      if (check.isValidBank !== 'Y') setBankError(check.message || orderMessages.bankInvalid);
    } catch (caught) {
      setBankError(errorMessage(caught, messages.common));
    }
  }

  function chooseMode(paymentMode: Cart['paymentMode']) {
    setBankError('');
    update({ paymentMode, bankCode: '', bankAccNo: '', bankName: '' });
  }

  const problem =
    bankError ||
    (cart.paymentMode === payModes.NEFT_RTGS ? utrProblem : '') ||
    paymentChoiceIssue({
      payMode: cart.paymentMode,
      totalPaise: BigInt(cart.total),
      bankCode: cart.bankCode,
      neftRefNo: cart.neftrtgsrefno,
      neftReRefNo: cart.neftrtgsrerefno,
      neftAmountPaise: null,
      vpa: cart.payerVirtualAddress,
      vpaVerified: cart.isVPAddressValid,
      mandateNo: cart.mandateNo,
      hasSip,
    });

  const chooseMandate = (mandateNo: string) => dispatch(mandateUpdated({ nfo, mandateNo }));

  return {
    banks,
    loadError,
    bankError,
    modes,
    mode,
    bank,
    hasSip,
    overUpiLimit,
    problem,
    chooseBank,
    chooseMode,
    chooseMandate,
    setUtrProblem,
  };
}

export type PaymentChoice = ReturnType<typeof usePaymentChoice>;
