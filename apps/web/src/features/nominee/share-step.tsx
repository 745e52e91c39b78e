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
import { useEffect, useMemo } from 'react';
import { useForm, useWatch, type FieldValues } from 'react-hook-form';
import { Button } from '../../ui/button';
import { cx } from '../../ui/cx';
import { nomineeCall } from './nominee-calls';
import { Select } from '../../ui/select';
import { TextField } from './text-field';
import { StepNotReady } from './load-failure';
import { useGatewayLoad } from '../../lib/use-gateway-load';
import { useSchemaResolver } from './use-schema-resolver';
import { useStepSave } from './use-step-form';
import { WizardFrame } from './wizard-frame';
import type { StepProps } from './wizard-types';

export type LoadedShares = ReplyOf<typeof ZLoadNomineePercShareProfileResponse>;

/** S4: each nominee's share in per cent, with the total kept in view. */
export function ShareStep({ flow, view, send }: StepProps) {
  const { nomiReqId, isFromTransact } = flow;
  const back = () => send({ type: 'BACK' });
  const { state, retry: reload } = useGatewayLoad(nomiReqId, () =>
    nomineeCall(loadNomineePercShareProfileCall, { nomiReqId }, isFromTransact),
  );
  const showResiSecFlag =
    state.status === 'ready' && state.data.showResiSecFlag === 'Y' ? 'Y' : 'N';
  const schema = useMemo(() => nomineeSharesSchema({ showResiSecFlag }), [showResiSecFlag]);
  const form = useForm<FieldValues>({ resolver: useSchemaResolver(schema) });
  const { save, error, pending } = useStepSave(form);
  const shares = (useWatch({ control: form.control, name: 'nomiPercShares' }) ?? []) as string[];

  useEffect(() => {
    if (state.status !== 'ready') return;
    const data = state.data;
    form.reset({
      nomiPercShares: data.nomiPercShareDtl.map((row) =>
        Number(row.nomineeShare) > 0 ? String(row.nomineeShare) : '',
      ),
      resiSecFlag: data.resiSecFlag ?? '',
    });
  }, [state, form]);

  const title = view.title;
  if (state.status !== 'ready')
    return (
      <StepNotReady state={state} title={title} stage="Shares" onRetry={reload} onBack={back} />
    );
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

  const onSubmit = form.handleSubmit((values) =>
    save('save', async () => {
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
    }),
  );

  return (
    <WizardFrame
      title={title}
      stage="Shares"
      error={error}
      onSubmit={onSubmit}
      actions={
        <>
          <Button variant="secondary" onClick={back}>
            Back
          </Button>
          <Button type="submit" loading={pending === 'save'}>
            Save
          </Button>
        </>
      }
    >
      <ul className="flex flex-col divide-y divide-border">
        {loaded.nomiPercShareDtl.map((row, index) => (
          <li key={index} className="flex items-end gap-3 py-3 first:pt-0">
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-text">{row.nomineeName}</p>
              <p className="text-sm text-muted">{row.nomineeRel}</p>
            </div>
            <TextField
              label={`Share of ${row.nomineeName} (%)`}
              fieldClassName="w-28 [&>label]:sr-only"
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
