import {
  loadNomineePercShareProfileCall,
  nomineeLimits,
  nomineeSharesSchema,
  resetShareRow,
  saveNomineePercShareProfileCall,
  shareTotal,
  type ZLoadNomineePercShareProfileResponse,
} from '@cdesk/domain';
import type { ReplyOf } from '../../lib/contract';
import { RotateCcw } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { Button } from '../../ui/button';
import { cx } from '../../ui/cx';
import { nomineeCall } from './nominee-calls';
import { Select } from '../../ui/select';
import { TextField } from './text-field';
import { StepNotReady } from './load-failure';
import { useStepForm } from './use-step-form';
import { WizardFrame } from './wizard-frame';
import type { StepProps } from './wizard-types';

export type LoadedShares = ReplyOf<typeof ZLoadNomineePercShareProfileResponse>;

/** S4: each nominee's share in per cent, with the total kept in view. */
export function ShareStep({ flow, view, send, back }: StepProps) {
  const { nomiReqId, isFromTransact } = flow;
  const { state, retry, form, submitProps } = useStepForm({
    key: nomiReqId,
    load: () => nomineeCall(loadNomineePercShareProfileCall, { nomiReqId }, isFromTransact),
    schema: (loaded) =>
      nomineeSharesSchema({ showResiSecFlag: loaded?.showResiSecFlag === 'Y' ? 'Y' : 'N' }),
    toForm: (loaded) => ({
      nomiPercShares: loaded.nomiPercShareDtl.map((row) =>
        Number(row.nomineeShare) > 0 ? String(row.nomineeShare) : '',
      ),
      resiSecFlag: loaded.resiSecFlag ?? '',
    }),
  });
  const shares = (useWatch({ control: form.control, name: 'nomiPercShares' }) ?? []) as string[];

  const frame = { title: view.title, stage: 'Shares', onBack: back } as const;
  if (state.status !== 'ready') return <StepNotReady {...frame} state={state} onRetry={retry} />;
  const loaded = state.data;
  const total = shareTotal(shares);
  const errors = form.formState.errors;
  const messageOf = (value: unknown) =>
    typeof value === 'object' &&
    value !== null &&
    'message' in value &&
    typeof value.message === 'string'
      ? value.message
      : undefined;
  const rowErrors = errors.nomiPercShares as unknown as Record<number, unknown> | undefined;
  const rowError = (index: number) => messageOf(rowErrors?.[index]);
  const totalError = messageOf(errors.total);

  const saving = submitProps('save', async (values) => {
    await nomineeCall(
      saveNomineePercShareProfileCall,
      {
        nomiReqId,
        totalNomi: loaded.totalNomi,
        nomiPercShares: values.nomiPercShares as number[],
        resiSecFlag: values.resiSecFlag as string,
      },
      isFromTransact,
    );
    send({ type: 'SHARES_SAVED' });
  });

  return (
    <WizardFrame {...frame} {...saving} submitLabel="Save">
      <ul className="flex flex-col divide-y divide-border">
        {loaded.nomiPercShareDtl.map((row, index) => (
          <li key={index} className="flex items-start gap-3 py-3 first:pt-0">
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-text">{row.nomineeName}</p>
              <p className="text-sm text-muted">{row.nomineeRel}</p>
            </div>
            <TextField
              label={`Share of ${row.nomineeName} (%)`}
              fieldClassName="w-28 tablet:w-44 [&>label]:sr-only"
              error={rowError(index)}
              inputMode="numeric"
              maxLength={nomineeLimits.shareDigitsMax}
              className="figures text-right"
              {...form.register(`nomiPercShares.${index}`, {
                onChange: () => form.formState.isSubmitted && void form.trigger(),
              })}
            />
            <Button
              variant="ghost"
              aria-label={`Reset share of ${row.nomineeName}`}
              className="px-3"
              onClick={() => form.setValue('nomiPercShares', resetShareRow(shares, index))}
            >
              <RotateCcw aria-hidden className="size-4" />
            </Button>
          </li>
        ))}
      </ul>
      <p
        aria-live="polite"
        className={cx(
          'flex items-center justify-between rounded-card bg-subtle px-4 py-3 font-semibold',
          total === nomineeLimits.shareTotal ? 'text-gain' : 'text-text',
        )}
      >
        <span>Total</span>
        <span className="figures">{total} %</span>
      </p>
      {typeof totalError === 'string' && (
        <p role="alert" className="text-sm font-medium text-loss">
          {totalError}
        </p>
      )}
      {loaded.showResiSecFlag === 'Y' && (
        <Select
          placeholder="Select"
          label="Residual Securities"
          options={(loaded.resiSecFlagList ?? []).map((item) => ({
            value: item.resiSecFlagValue,
            label: item.resiSecFlagLabel,
          }))}
          error={messageOf(errors.resiSecFlag)}
          {...form.register('resiSecFlag')}
        />
      )}
    </WizardFrame>
  );
}
