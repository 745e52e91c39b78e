import { sellMessages } from '@cdesk/domain';
import { Card } from '../../../ui/card';
import { LoadError } from '../../../ui/load-error';
import { InstaCashDone, InstaCashForm, InstaCashOtp } from './insta-cash-sections';
import { NoHoldings } from './no-holdings';
import { FormSkeleton } from './redeem-page';
import { useInstaCash, type InstaCash } from './use-insta-cash';

export { instaCashProblem, instaCashReturnSeconds } from './use-insta-cash';

function InstaCashBody({ insta }: { insta: InstaCash }) {
  const { done, detail, scheme } = insta;
  if (done) return <InstaCashDone done={done} left={insta.left} />;
  if (detail.state.status === 'loading') return <FormSkeleton />;
  if (detail.state.status === 'error') {
    return <LoadError message={detail.state.message} onRetry={detail.retry} />;
  }
  if (insta.schemes.length === 0 || !scheme) {
    return <NoHoldings text={sellMessages.instaCashNotEligible} />;
  }
  if (insta.sessionId) return <InstaCashOtp insta={insta} scheme={scheme} />;
  return <InstaCashForm insta={insta} scheme={scheme} />;
}

/**
 * Insta Cash (/transact/insta-cash and /transact/mutual-funds/insta-cash): an instant redemption
 * from a liquid or overnight fund, up to the lower of ₹50,000 and 90 % of the folio's value per
 * scheme per day, confirmed by OTP; success returns here after ten seconds.
 */
export function InstaCashPage() {
  const insta = useInstaCash();
  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-6 tablet:px-6 tablet:py-10">
      <h1 className="text-2xl font-semibold tracking-tight tablet:text-3xl">Insta Cash</h1>
      <p className="mt-1.5 text-muted">
        Redeem from a liquid or overnight fund and receive the money in your bank account within
        minutes, any time of the day.
      </p>
      <Card className="mt-6 max-w-3xl p-5 tablet:p-8">
        <InstaCashBody insta={insta} />
      </Card>
    </main>
  );
}
