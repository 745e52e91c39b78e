import { formatAmount, orderMessages, payModes, type PayMode } from '@cdesk/domain';
import { Alert } from '../../../ui/alert';
import { Card } from '../../../ui/card';
import { SegmentedChoice } from '../../../ui/segmented-choice';
import { Select } from '../../../ui/select';
import { Skeleton } from '../../../ui/skeleton';
import type { useTransactionCart } from '../cart/cart-store';
import { NeftFields } from './neft-fields';
import { UpiFields } from './upi-fields';
import type { PaymentChoice } from './use-payment-choice';

type Cart = ReturnType<typeof useTransactionCart>['cart'];

function PaymentLoading() {
  return (
    <div className="flex flex-col gap-4" aria-busy>
      <span className="sr-only">Loading payment options</span>
      <Skeleton className="h-12" />
      <Skeleton className="h-12" />
      <Skeleton className="h-24" />
    </div>
  );
}

/** The mandate that pays the SIP installments, from the chosen bank account. */
function MandateSelect({ cart, choice }: { cart: Cart; choice: PaymentChoice }) {
  const { bank } = choice;
  if (!choice.hasSip || !bank) return null;
  return (
    <Select
      label="Mandate for SIP installments"
      value={cart.mandateNo}
      placeholder={bank.mandateList.length ? 'Choose a mandate' : 'No mandate on this account'}
      options={bank.mandateList.map((m) => ({
        value: m.mandateNo,
        label: `${m.mandateNo} · up to ${formatAmount(m.maxAmount, { symbol: true })}`,
      }))}
      onValueChange={choice.chooseMandate}
    />
  );
}

/** Pay mode, bank account, the mode's own details and the SIP mandate. */
function PaymentChoices({
  nfo,
  cart,
  choice,
}: {
  nfo: boolean;
  cart: Cart;
  choice: PaymentChoice;
}) {
  const { banks, mode, overUpiLimit } = choice;
  return (
    <>
      <SegmentedChoice<PayMode | ''>
        label="Pay by"
        phoneColumns={2}
        value={cart.paymentMode}
        choices={choice.modes.map((m) => ({ value: m.payModeId, label: m.payModeName }))}
        onChange={choice.chooseMode}
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
            void choice.chooseBank(mode.bankList.find((b) => b.bankAccNo === accNo))
          }
          error={choice.bankError || undefined}
        />
      )}
      {cart.paymentMode === payModes.UPI && !overUpiLimit && (
        <UpiFields nfo={nfo} vpa={cart.payerVirtualAddress} verified={cart.isVPAddressValid} />
      )}
      {cart.paymentMode === payModes.NEFT_RTGS && (
        <NeftFields
          nfo={nfo}
          account={banks?.collectionAccount}
          refNo={cart.neftrtgsrefno}
          reRefNo={cart.neftrtgsrerefno}
          onProblem={choice.setUtrProblem}
        />
      )}
      <MandateSelect cart={cart} choice={choice} />
    </>
  );
}

/** The card of payment options, with its loading and load-failure states. */
export function PaymentOptions({
  nfo,
  cart,
  choice,
}: {
  nfo: boolean;
  cart: Cart;
  choice: PaymentChoice;
}) {
  return (
    <Card className="flex flex-col gap-5 p-5 tablet:p-8">
      {choice.loadError && <Alert tone="error">{choice.loadError}</Alert>}
      {!choice.banks && !choice.loadError && <PaymentLoading />}
      {choice.banks && <PaymentChoices nfo={nfo} cart={cart} choice={choice} />}
    </Card>
  );
}
