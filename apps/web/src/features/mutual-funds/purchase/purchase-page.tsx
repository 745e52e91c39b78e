import { messages, purchaseScreenMessages } from '@cdesk/domain';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { ButtonLink } from '../../../ui/button-link';
import { Card } from '../../../ui/card';
import { ConfirmQuestion } from '../../../ui/confirm-question';
import { Skeleton } from '../../../ui/skeleton';
import { NomineePrompt } from './nominee-prompt';
import { PurchaseForm } from './purchase-form';
import { fundsPath } from '../../../lib/paths';
import { SchemeFacts } from './scheme-facts';
import { usePurchaseGate, type PurchaseTarget } from './use-purchase-gate';
import { usePurchaseRoute } from './use-purchase-route';

/** Purchase/Buy/SIP, and the NFO purchase: the addresses are read by usePurchaseRoute. */
export function PurchasePage() {
  const { nfo, cart, schCode, isNomineeRedirect } = usePurchaseRoute();
  const target: PurchaseTarget = { schCode, isAddMore: cart.isAddMore, isNomineeRedirect };
  const { gate, proceed, withoutNominee, nomineeSkipped, ccode } = usePurchaseGate(target);
  const title = nfo ? 'New Fund Offers (NFOs) Purchase' : 'Purchase/Buy/SIP';

  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-6 tablet:px-6 tablet:py-10">
      <h1 className="text-2xl font-semibold tracking-tight tablet:text-3xl">{title}</h1>
      {!target.schCode ? (
        <Card className="mt-6 flex flex-col items-start gap-4 p-5 tablet:p-8">
          <p className="text-[15px] text-text">{purchaseScreenMessages.noScheme}</p>
          <ButtonLink to={fundsPath(nfo)}>See funds</ButtonLink>
        </Card>
      ) : gate.phase === 'ready' ? (
        <Card className="mt-6 flex max-w-3xl flex-col gap-6 p-5 tablet:p-8">
          <div>
            <h2 className="text-lg font-semibold text-text">{gate.detail.schemeName}</h2>
            <p className="mt-0.5 text-sm text-muted">
              {gate.detail.amcName} · {gate.detail.category} ·{' '}
              {gate.detail.planType === 'D' ? 'Direct plan' : 'Regular plan'}
            </p>
          </div>
          <SchemeFacts detail={gate.detail} />
          <PurchaseForm detail={gate.detail} ccode={ccode} nomineeSkipped={nomineeSkipped} />
        </Card>
      ) : gate.phase === 'nominee' ? (
        <NomineePrompt
          message={gate.message}
          reDirectUrl={gate.reDirectUrl}
          onContinue={withoutNominee}
        />
      ) : gate.phase === 'checking' || gate.phase === 'confirm' ? (
        <Card className="mt-6 flex max-w-3xl flex-col gap-4 p-5 tablet:p-8" aria-busy>
          <span className="sr-only">Loading the scheme</span>
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-20" />
          <Skeleton className="h-12" />
          <Skeleton className="h-12 w-40" />
          {gate.phase === 'confirm' && (
            <ConfirmQuestion onYes={() => void proceed()} onNo={() => window.history.back()}>
              {gate.message}
            </ConfirmQuestion>
          )}
        </Card>
      ) : (
        <div className="mt-6 flex max-w-3xl flex-col items-start gap-4">
          <Alert tone="error">{gate.message || messages.common}</Alert>
          <div className="flex gap-3">
            {gate.phase === 'failed' && (
              <Button variant="secondary" onClick={() => window.location.reload()}>
                Try again
              </Button>
            )}
            <ButtonLink variant="ghost" to={fundsPath(nfo)}>
              Back to funds
            </ButtonLink>
          </div>
        </div>
      )}
    </main>
  );
}
