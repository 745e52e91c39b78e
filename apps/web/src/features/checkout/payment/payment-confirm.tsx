import { formatPaise } from '@cdesk/domain';
import { useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ConfirmQuestion } from '../../../ui/confirm-question';
import type { useTransactionCart } from '../cart/cart-store';
import { RiskDeclaration } from '../cart/risk-declaration';
import { PaymentSummary } from './payment-summary';
import { useConfirm } from './use-confirm';
import type { PaymentChoice } from './use-payment-choice';

type Cart = ReturnType<typeof useTransactionCart>['cart'];

/** The order summary beside the options, with Confirm and any question the order raises. */
export function PaymentConfirm({
  nfo,
  cart,
  choice,
}: {
  nfo: boolean;
  cart: Cart;
  choice: PaymentChoice;
}) {
  const [tried, setTried] = useState(false);
  const { confirm, pending, error, errCode, question, answer } = useConfirm(nfo);
  const { problem } = choice;

  function submit() {
    setTried(true);
    if (!problem) void confirm();
  }

  return (
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
          disabled={!choice.banks || !cart.paymentMode}
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
  );
}
