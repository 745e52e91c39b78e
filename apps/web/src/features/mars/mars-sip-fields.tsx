import type { TMarsPortfolio } from '@cdesk/domain';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { Select } from '../../ui/select';
import type { MarsInvest } from './use-mars-invest';

/** The SIP's frequency, date and number of installments. */
export function MarsSipFields({
  portfolio,
  invest,
}: {
  portfolio: TMarsPortfolio;
  invest: MarsInvest;
}) {
  const { freqId, setFreqId, day, setDay, count, setCount, submitted } = invest;
  const { dayProblem, countProblem, minInstallments } = invest;
  return (
    <div className="grid gap-4 tablet:grid-cols-3">
      <Select
        label="Frequency"
        value={freqId}
        options={portfolio.sipFrequencyList.map((f) => ({
          value: f.freqId,
          label: f.freqName,
        }))}
        onValueChange={(value) => setFreqId(value as typeof freqId)}
      />
      <Select
        label="SIP date"
        value={day}
        placeholder="Choose a day"
        options={portfolio.sipDates.map((d) => ({ value: String(d), label: String(d) }))}
        onValueChange={setDay}
        error={submitted && dayProblem ? dayProblem : undefined}
      />
      <Field
        label="Installments"
        hint={`At least ${minInstallments}`}
        error={submitted && countProblem ? countProblem : undefined}
      >
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            value={count}
            onChange={(event) => setCount(event.target.value.replace(/\D/g, '').slice(0, 4))}
          />
        )}
      </Field>
    </div>
  );
}
