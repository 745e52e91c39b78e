import type { TSellBy } from '@cdesk/domain';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { SegmentedChoice } from '../../../ui/segmented-choice';
import { AmountField } from '../purchase/amount-field';
import type { SellChoice } from './sell-quantity';

const ways = [
  { value: 'AMOUNT', label: 'Amount' },
  { value: 'UNITS', label: 'Units' },
  { value: 'ALL', label: 'All units' },
] as const satisfies readonly { value: TSellBy; label: string }[];

interface QuantityFieldsProps {
  /** "Redeem" or "Switch": names the group and the fields. */
  verb: string;
  value: SellChoice;
  onChange: (value: SellChoice) => void;
  error?: string | undefined;
  freeUnitsText: string;
}

/** By amount, by units or all the free units; the field of the chosen way with its error. */
export function QuantityFields({
  verb,
  value,
  onChange,
  error,
  freeUnitsText,
}: QuantityFieldsProps) {
  return (
    <div className="flex flex-col gap-4">
      <SegmentedChoice
        label={`${verb} by`}
        value={value.by}
        choices={ways}
        onChange={(by) => onChange({ ...value, by })}
      />
      {value.by === 'AMOUNT' && (
        <AmountField
          label={`${verb} amount`}
          value={value.amount}
          onChange={(amount) => onChange({ ...value, amount })}
          error={error}
        />
      )}
      {value.by === 'UNITS' && (
        <Field label={`${verb} units`} error={error} hint={`Up to ${freeUnitsText} units`}>
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              autoComplete="off"
              value={value.units}
              onChange={(event) => onChange({ ...value, units: event.target.value })}
              className="figures text-lg font-semibold"
            />
          )}
        </Field>
      )}
      {value.by === 'ALL' && (
        <div className="flex flex-col gap-1">
          <p className="rounded-card bg-subtle px-4 py-3 text-[15px] text-text">
            All {freeUnitsText} units free to redeem.
          </p>
          {error && (
            <p role="alert" className="text-sm font-medium text-loss">
              {error}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
