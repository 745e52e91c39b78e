import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { SegmentedChoice } from '../../../ui/segmented-choice';
import { CmrPicker } from './cmr-picker';
import type { ClosureDraftState } from './use-closure-draft';

export type DraftTextKey = 'remarks' | 'dpId' | 'boId' | 'targetDpId' | 'targetClientId';

/** One typed field of the closure request. */
export function DraftText({
  closure: { draft, errors, set },
  field: key,
  label,
}: {
  closure: ClosureDraftState;
  field: DraftTextKey;
  label: string;
}) {
  return (
    <Field label={label} error={errors[key]}>
      {(control) => (
        <Input
          {...control}
          value={draft[key]}
          onChange={(event) => set(key, event.target.value)}
          autoCapitalize={key === 'remarks' ? undefined : 'characters'}
          className={key === 'remarks' ? undefined : 'figures'}
        />
      )}
    </Field>
  );
}

/** Whether holdings move, and if so the target account and its client master report. */
export function TransferHoldings({ closure }: { closure: ClosureDraftState }) {
  const { draft, errors, set, pickCmr } = closure;
  const text = (key: DraftTextKey, label: string) => (
    <DraftText closure={closure} field={key} label={label} />
  );
  return (
    <>
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium">
          Do you hold shares or units to transfer to another demat account?
        </p>
        <SegmentedChoice
          label="Transfer holdings"
          value={draft.transferHoldings}
          onChange={(value) => set('transferHoldings', value)}
          choices={[
            { value: 'N', label: 'No holdings to transfer' },
            { value: 'Y', label: 'Yes, transfer them' },
          ]}
        />
      </div>
      {draft.transferHoldings === 'Y' && (
        <div className="flex flex-col gap-4 rounded-card bg-subtle p-4">
          <div className="grid grid-cols-1 gap-4 tablet:grid-cols-2">
            {text('targetDpId', 'Target DP ID')}
            {text('targetClientId', 'Target client ID')}
          </div>
          <CmrPicker fileName={draft.cmrFileName} error={errors.cmrFileName} onPicked={pickCmr} />
        </div>
      )}
    </>
  );
}
