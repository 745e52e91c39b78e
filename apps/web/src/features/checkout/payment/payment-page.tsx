import {
  formatAmount,
  formatPaise,
  messages,
  orderMessages,
  payModes,
  paymentChoiceIssue,
  withinUpiLimit,
  type PayMode,
} from '@cdesk/domain';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../lib/store';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ConfirmQuestion } from '../../../ui/confirm-question';
import { SegmentedChoice } from '../../../ui/segmented-choice';
import { Skeleton } from '../../../ui/skeleton';
import { investmentAmountsUpdated, mandateUpdated, type PaymentFields } from '../cart/cart-slice';
import { useTransactionCart } from '../cart/cart-store';
import { EmptyCart } from '../cart/empty-cart';
import { RiskDeclaration } from '../cart/risk-declaration';
import { Select } from '../../../ui/select';
import { NeftFields } from './neft-fields';
import { paymentCalls, type PayBank, type PayModeBanks } from './payment-calls';
import { PaymentSummary } from './payment-summary';
import { UpiFields } from './upi-fields';
import { useConfirm } from './use-confirm';
import { errorMessage } from '../../../lib/error-message';

/** Payment (spec 3 section 9 pay modes): mode, bank, the mode's own details, then Confirm. */
export function PaymentPage() {
  const nfo = useLocation().pathname.startsWith('/transact/nfo');
  const state = useTransactionCart();
  const cart = nfo ? state.nfoCart : state.cart;
  const dispatch = useAppDispatch();
  const ccode = useAppSelector((s) => s.access.ucc_dtl[0]?.acCode ?? '');
  const [banks, setBanks] = useState<PayModeBanks | null>(null);
  const [loadError, setLoadError] = useState('');
  const [bankError, setBankError] = useState('');
  const [utrProblem, setUtrProblem] = useState('');
  const [tried, setTried] = useState(false);
  const { confirm, pending, error, errCode, question, answer } = useConfirm(nfo);

  useEffect(() => {
    paymentCalls
      .getPaymentModeWiseBankForUcc()
      .then(setBanks, (caught: unknown) => setLoadError(errorMessage(caught, messages.common)));
  }, []);

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

  function submit() {
    setTried(true);
    if (!problem) void confirm();
  }

  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-6 tablet:px-6 tablet:py-10">
      <h1 className="text-2xl font-semibold tracking-tight tablet:text-3xl">Payment</h1>
      {cart.items.length === 0 ? (
        <EmptyCart nfo={nfo} />
      ) : (
        <div className="mt-6 grid max-w-5xl gap-6 desktop:grid-cols-[1fr_340px]">
          <Card className="flex flex-col gap-5 p-5 tablet:p-8">
            {loadError && <Alert tone="error">{loadError}</Alert>}
            {!banks && !loadError && (
              <div className="flex flex-col gap-4" aria-busy>
                <span className="sr-only">Loading payment options</span>
                <Skeleton className="h-12" />
                <Skeleton className="h-12" />
                <Skeleton className="h-24" />
              </div>
            )}
            {banks && (
              <>
                <SegmentedChoice<PayMode | ''>
                  label="Pay by"
                  phoneColumns={2}
                  value={cart.paymentMode}
                  choices={modes.map((m) => ({ value: m.payModeId, label: m.payModeName }))}
                  onChange={(paymentMode) => {
                    setBankError('');
                    update({ paymentMode, bankCode: '', bankAccNo: '', bankName: '' });
                  }}
                />
                {cart.paymentMode === payModes.UPI && overUpiLimit && (
                  <Alert tone="info">{orderMessages.upiLimit}</Alert>
                )}
                {mode && (
                  <Select
                    label="Pay from bank account"
                    value={cart.bankAccNo}
                    placeholder="Choose a bank account"
                    options={mode.bankList.map((b) => ({
                      value: b.bankAccNo,
                      label: `${b.bankName} ${b.bankAccMak}`,
                    }))}
                    onValueChange={(accNo) =>
                      void chooseBank(mode.bankList.find((b) => b.bankAccNo === accNo))
                    }
                    error={bankError || undefined}
                  />
                )}
                {cart.paymentMode === payModes.UPI && !overUpiLimit && (
                  <UpiFields
                    nfo={nfo}
                    vpa={cart.payerVirtualAddress}
                    verified={cart.isVPAddressValid}
                  />
                )}
                {cart.paymentMode === payModes.NEFT_RTGS && (
                  <NeftFields
                    nfo={nfo}
                    account={banks?.collectionAccount}
                    refNo={cart.neftrtgsrefno}
                    reRefNo={cart.neftrtgsrerefno}
                    onProblem={setUtrProblem}
                  />
                )}
                {hasSip && bank && (
                  <Select
                    label="Mandate for SIP installments"
                    value={cart.mandateNo}
                    placeholder={
                      bank.mandateList.length ? 'Choose a mandate' : 'No mandate on this account'
                    }
                    options={bank.mandateList.map((m) => ({
                      value: m.mandateNo,
                      label: `${m.mandateNo} · up to ${formatAmount(m.maxAmount, { symbol: true })}`,
                    }))}
                    onValueChange={(mandateNo) => dispatch(mandateUpdated({ nfo, mandateNo }))}
                  />
                )}
              </>
            )}
          </Card>
          <div className="flex flex-col gap-4">
            <PaymentSummary cart={cart} nfo={nfo} />
            {error && <Alert tone="error">{error}</Alert>}
            {errCode === 'RISK_DECLARATION' && (
              <Card className="p-5 text-sm">
                <RiskDeclaration nfo={nfo} cart={cart} from="Low" />
              </Card>
            )}
            {tried && problem && !error && <Alert tone="error">{problem}</Alert>}
            <div className="sticky bottom-0 -mx-4 border-t border-border bg-surface p-4 desktop:static desktop:mx-0 desktop:border-0 desktop:bg-transparent desktop:p-0">
              <Button
                className="w-full"
                loading={pending}
                disabled={!banks || !cart.paymentMode}
                onClick={submit}
              >
                Confirm and pay {formatPaise(cart.total)}
              </Button>
            </div>
            {question && (
              <ConfirmQuestion
                pending={pending}
                onYes={() => void answer(true)}
                onNo={() => void answer(false)}
              >
                {question}
              </ConfirmQuestion>
            )}
          </div>
        </div>
      )}
    </main>
  );
}
