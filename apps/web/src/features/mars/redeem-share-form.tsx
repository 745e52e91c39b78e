import { marsMessages } from '@cdesk/domain';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { SegmentedChoice } from '../../ui/segmented-choice';
import { shares } from './redeem-share';
import type { MarsRedeem } from './use-mars-redeem';

/** How much of the portfolio to redeem: a share, or a percentage of one's own. */
export function RedeemShareForm({
  redeem,
  onCancel,
}: {
  redeem: MarsRedeem;
  onCancel: () => void;
}) {
  const { share, setShare, other, setOther, submitted, percent, error, loading, review } = redeem;
  return (
    <form
      noValidate
      onSubmit={(event) => void review(event)}
      className="flex flex-col gap-4 border-t border-border pt-5"
    >
      <h3 className="text-base font-semibold">How much to redeem</h3>
      <SegmentedChoice
        label="Share of the portfolio to redeem"
        value={share}
        choices={shares}
        onChange={setShare}
        phoneColumns={2}
      />
      {share === 'other' && (
        <Field
          label="Percentage of the portfolio"
          hint="A whole number from 1 to 100"
          error={submitted && percent === null ? marsMessages.percentInvalid : undefined}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              value={other}
              onChange={(event) => setOther(event.target.value.replace(/\D/g, '').slice(0, 3))}
            />
          )}
        </Field>
      )}
      <p className="text-sm text-muted">
        Each scheme is redeemed by the same share of its units free to redeem, so the portfolio
        keeps its weights.
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-col gap-3 tablet:flex-row">
        <Button type="submit" loading={loading} className="tablet:min-w-44">
          Review redeem
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
