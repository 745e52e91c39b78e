import { formatPaise, messages, parseRupeesToPaise, purchaseMessages } from '@cdesk/domain';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { ApiError } from '../../app/api';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import { SegmentedChoice } from '../../ui/segmented-choice';
import { Skeleton } from '../../ui/skeleton';
import { investmentAmountsUpdated, mandateUpdated } from '../mutual-funds/cart/cart-slice';
import { useTransactionCart } from '../mutual-funds/cart/cart-store';
import { SelectField } from '../mutual-funds/purchase/select-field';
import { NeftFields } from './neft-fields';
import { paymentCalls, payModes, type PayBank, type PaymentModeBanks } from './payment-calls';
import { PaymentSummary } from './payment-summary';
import { UpiFields } from './upi-fields';
import { useConfirm } from './use-confirm';

/** Payment (spec 3 section 9 pay modes): mode, bank, the mode's own details, then Confirm. */
export function PaymentPage() {
  const nfo = useLocation().pathname.startsWith('/transact/nfo');
  const state = useTransactionCart();
  const cart = nfo ? state.nfoCart : state.cart;
  const dispatch = useAppDispatch();
  const ccode = useAppSelector((s) => s.access.ucc_dtl[0]?.acCode ?? '');
  const sessionId = useAppSelector((s) => s.access.token.slice(-12));
  const [banks, setBanks] = useState<PaymentModeBanks | null>(null);
  const [loadError, setLoadError] = useState('');
  const [bankError, setBankError] = useState('');
  const [utrProblem, setUtrProblem] = useState('');
  const [tried, setTried] = useState(false);
  const { confirm, pending, error } = useConfirm(nfo, sessionId);

  useEffect(() => {
    paymentCalls
      .getPaymentModeWiseBankForUcc()
      .then(setBanks, (caught: unknown) =>
        setLoadError(caught instanceof ApiError ? caught.message : messages.common),
      );
  }, []);

  const upiLimit =
    banks?.upiLimit === undefined ? null : parseRupeesToPaise(String(banks.upiLimit));
  const overUpiLimit = upiLimit !== null && BigInt(cart.total) > upiLimit;
  const modes = banks?.payModeList ?? [];
  const mode = modes.find((m) => m.payModeId === cart.paymentMode);
  const hasSip = cart.items.some((item) => item.sip);
  const update = (amounts: Parameters<typeof investmentAmountsUpdated>[0]['amounts']) =>
    dispatch(investmentAmountsUpdated({ nfo, amounts }));

  async function chooseBank(bank: PayBank | undefined) {
    setBankError('');
    update({
      bankCode: bank?.bankCode ?? '',
      bankAccNo: bank?.bankAccNo ?? '',
      bankName: bank?.bankName ?? '',
      bankAccMak: bank?.bankAccMak ?? '',
      bankIfscCode: bank?.bankIfsc ?? '',
      bankType: bank?.bankType ?? '',
    });
    if (!bank) return;
    try {
      await paymentCalls.validateSelectedBank({
        ccode,
        bankAccType: bank.bankType ?? '',
        trxnType: 'PUR',
      });
    } catch (caught) {
      setBankError(caught instanceof ApiError ? caught.message : messages.common);
    }
  }

  const problem = !cart.bankAccNo
    ? purchaseMessages.chooseBank
    : cart.paymentMode === payModes.upi && !cart.isVPAddressValid
      ? purchaseMessages.vpaRequired
      : cart.paymentMode === payModes.neftRtgs && (utrProblem || !cart.neftrtgsrefno)
        ? utrProblem || purchaseMessages.utrInvalid
        : hasSip && banks?.mandateList?.length && !cart.mandateNo
          ? purchaseMessages.mandateRequired
          : bankError;

  function submit() {
    setTried(true);
    if (!problem) void confirm();
  }

  if (cart.items.length === 0)
    return (
      <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-6 tablet:px-6 tablet:py-10">
        <h1 className="text-2xl font-semibold tracking-tight tablet:text-3xl">Payment</h1>
        <Card className="mt-6 flex max-w-3xl flex-col items-start gap-4 p-5 tablet:p-8">
          <p className="text-[15px]">{purchaseMessages.emptyCart}</p>
          <ButtonLink to="/transact/mutual-funds/allFunds">See funds</ButtonLink>
        </Card>
      </main>
    );

  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-6 tablet:px-6 tablet:py-10">
      <h1 className="text-2xl font-semibold tracking-tight tablet:text-3xl">Payment</h1>
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
              <SegmentedChoice
                label="Pay by"
                value={cart.paymentMode}
                choices={modes.map((m) => ({ value: m.payModeId, label: m.payModeName }))}
                onChange={(paymentMode) => {
                  update({ paymentMode, bankCode: '', bankAccNo: '', bankName: '' });
                }}
              />
              {cart.paymentMode === payModes.upi && overUpiLimit && upiLimit !== null && (
                <Alert tone="info">{purchaseMessages.upiLimit(formatPaise(upiLimit))}</Alert>
              )}
              {mode && (
                <SelectField
                  label="Pay from bank account"
                  value={cart.bankAccNo}
                  placeholder="Choose a bank account"
                  options={mode.bankList.map((b) => ({
                    value: b.bankAccNo,
                    label: `${b.bankName} ${b.bankAccMak ?? b.bankAccNo}`,
                  }))}
                  onChange={(accNo) =>
                    void chooseBank(mode.bankList.find((b) => b.bankAccNo === accNo))
                  }
                  error={
                    bankError ||
                    (tried && !cart.bankAccNo ? purchaseMessages.chooseBank : undefined)
                  }
                />
              )}
              {cart.paymentMode === payModes.upi && !overUpiLimit && (
                <UpiFields
                  nfo={nfo}
                  vpa={cart.payerVirtualAddress}
                  verified={cart.isVPAddressValid}
                  schExch={cart.items[0]?.schExch ?? ''}
                />
              )}
              {cart.paymentMode === payModes.neftRtgs && (
                <NeftFields
                  nfo={nfo}
                  account={banks.neftRtgsAccount}
                  refNo={cart.neftrtgsrefno}
                  onProblem={setUtrProblem}
                />
              )}
              {hasSip && (banks.mandateList?.length ?? 0) > 0 && (
                <SelectField
                  label="Mandate for SIP installments"
                  value={cart.mandateNo}
                  placeholder="Choose a mandate"
                  options={(banks.mandateList ?? []).map((m) => ({
                    value: m.mandateNo,
                    label: `${m.mandateNo}${m.bankName ? ` · ${m.bankName}` : ''}`,
                  }))}
                  onChange={(mandateNo) => dispatch(mandateUpdated({ nfo, mandateNo }))}
                />
              )}
            </>
          )}
        </Card>
        <div className="flex flex-col gap-4">
          <PaymentSummary cart={cart} nfo={nfo} />
          {error && <Alert tone="error">{error}</Alert>}
          {tried && problem && !error && <Alert tone="error">{problem}</Alert>}
          <div className="sticky bottom-0 -mx-4 border-t border-border bg-surface p-4 desktop:static desktop:mx-0 desktop:border-0 desktop:bg-transparent desktop:p-0">
            <Button
              className="w-full"
              loading={pending}
              disabled={
                !banks || !cart.paymentMode || (cart.paymentMode === payModes.upi && overUpiLimit)
              }
              onClick={submit}
            >
              Confirm
            </Button>
          </div>
        </div>
      </div>
    </main>
  );
}
