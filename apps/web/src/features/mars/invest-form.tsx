import { formatPaise, rupeesToPaise, type TMarsPortfolio } from '@cdesk/domain';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { SegmentedChoice } from '../../ui/segmented-choice';
import { AmountField, NomineePrompt } from '../mutual-funds';
import type { InvestKind } from './mars-amount';
import { MarsSipFields } from './mars-sip-fields';
import { MarsSplitList } from './mars-split-list';
import { useMarsInvest } from './use-mars-invest';

export { marsAmountProblem, marsSplit, type InvestKind } from './mars-amount';

const kinds = [
  { value: 'PIP', label: 'Lumpsum' },
  { value: 'SIP', label: 'SIP' },
] as const;

/**
 * Investing in a portfolio: lumpsum, or SIP where every scheme takes one, the amount split at the
 * weights as it is typed; the gateway turns it into one cart line per scheme under the investor's
 * MARS target number, and the cart pays for them like any purchase.
 */
export function InvestForm({
  portfolio,
  initialKind,
}: {
  portfolio: TMarsPortfolio;
  initialKind: InvestKind;
}) {
  const invest = useMarsInvest(portfolio, initialKind);
  const { kind, nominee, submitted, problem } = invest;
  if (nominee)
    return (
      <NomineePrompt
        message={nominee.message}
        reDirectUrl="/nomineeTransact"
        onContinue={invest.continueWithoutNominee}
      />
    );

  return (
    <form noValidate onSubmit={invest.submit} className="flex flex-col gap-5">
      {invest.sipAllowed && (
        <SegmentedChoice
          label="Investment type"
          value={kind}
          choices={kinds}
          onChange={invest.setKind}
        />
      )}
      <AmountField
        label={kind === 'SIP' ? 'SIP installment amount' : 'Investment amount'}
        value={invest.amount}
        onChange={invest.setAmount}
        hint={`Minimum ${formatPaise(rupeesToPaise(kind === 'SIP' ? portfolio.minSip : portfolio.minLumpsum) ?? 0n)}, in whole rupees`}
        error={submitted && problem ? problem : undefined}
      />
      {invest.kind === 'SIP' && <MarsSipFields portfolio={portfolio} invest={invest} />}
      {invest.split && <MarsSplitList kind={invest.kind} split={invest.split} />}
      {invest.error && <Alert tone="error">{invest.error}</Alert>}
      <div className="sticky bottom-0 -mx-5 border-t border-border bg-surface px-5 py-4 tablet:static tablet:mx-0 tablet:border-0 tablet:p-0">
        <Button
          type="submit"
          loading={invest.pending}
          className="w-full tablet:w-auto tablet:min-w-48"
        >
          Add portfolio to cart
        </Button>
      </div>
    </form>
  );
}
