import { useEffect, useMemo } from 'react';
import { FormProvider, useForm, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../ui/button';
import type { NomineeRequest } from './nominee-calls';
import { PersonFields, type PersonFieldNames, type PersonOptions } from './person-fields';
import { StepNotReady } from './load-failure';
import { useGatewayLoad } from '../../lib/use-gateway-load';
import { useSchemaResolver } from './use-schema-resolver';
import { useStepSave } from './use-step-form';
import { WizardFrame } from './wizard-frame';
import type { StepProps } from './wizard-types';

export interface PersonStepConfig<Loaded> {
  load: NomineeRequest<Loaded>;
  save: NomineeRequest<{ totalNomi?: number; isNomiMinor?: 'Y' | 'N' }>;
  names: PersonFieldNames;
  /** The screen's schema from the domain rules; some depend on what was loaded. */
  schema: (loaded: Loaded) => z.ZodType<FieldValues, FieldValues>;
  relationLabel: string;
  relationOtherMax: number;
  /** The form's values from what was loaded (empty strings for what is not on record). */
  toForm: (loaded: Loaded) => FieldValues;
  /** The save call's own field names where they differ from the form's. */
  toSave: (values: FieldValues) => Record<string, unknown>;
  options: (loaded: Loaded) => PersonOptions;
  /** Said after the screen's heading under the title, e.g. whose guardian this is. */
  subtitle?: (loaded: Loaded) => string;
}

interface PersonStepProps<Loaded> extends StepProps {
  config: PersonStepConfig<Loaded>;
  /** Remove nominee, where the flow offers it. */
  onRemove?: () => Promise<void>;
}

/** S3 and S8: the details of a nominee, or of a minor nominee's guardian. */
export function PersonStep<Loaded>({
  flow,
  view,
  send,
  config,
  onRemove,
}: PersonStepProps<Loaded>) {
  const { nomiReqId, nomiNum, isFromTransact, action } = flow;
  const { title, heading } = view;
  const onBack = () => send({ type: 'BACK' });
  const { state, retry: reload } = useGatewayLoad(`${flow.screenNo}:${nomiReqId}:${nomiNum}`, () =>
    config.load({ nomiReqId, nomineeNo: nomiNum }, isFromTransact),
  );
  const loadedData = state.status === 'ready' ? state.data : undefined;
  const schema = useMemo(
    () => (loadedData === undefined ? undefined : config.schema(loadedData)),
    [config, loadedData],
  );
  const form = useForm<FieldValues>({ resolver: useSchemaResolver(schema) });
  const { save, error, pending } = useStepSave(form);

  useEffect(() => {
    if (state.status === 'ready') form.reset(config.toForm(state.data));
  }, [state, form, config]);

  if (state.status !== 'ready')
    return (
      <StepNotReady state={state} title={title} stage="Nominees" onRetry={reload} onBack={onBack} />
    );
  const loaded = state.data;

  const onSubmit = form.handleSubmit((values) =>
    save('next', async () => {
      const saved = await config.save(
        {
          ...config.toSave(values),
          action,
          nomiReqId,
          nomineeNo: nomiNum,
          isFromTransact: isFromTransact ? 'Y' : 'N',
        },
        isFromTransact,
      );
      // S3's answer says whether the nominee is a minor, which decides S8 after the address.
      const minor = saved?.isNomiMinor;
      send({
        type: 'SAVE',
        totalNomi: saved?.totalNomi,
        ...(minor ? { isMinor: minor === 'Y' } : {}),
      });
    }),
  );

  return (
    <FormProvider {...form}>
      <WizardFrame
        title={title}
        subtitle={[heading, config.subtitle?.(loaded)].filter(Boolean).join(' · ')}
        stage="Nominees"
        error={error}
        onSubmit={onSubmit}
        actions={
          <>
            {view.showBack && (
              <Button variant="secondary" onClick={onBack}>
                Back
              </Button>
            )}
            {onRemove && view.showRemove && (
              <Button
                variant="ghost"
                loading={pending === 'remove'}
                onClick={() => void save('remove', onRemove)}
              >
                Remove nominee
              </Button>
            )}
            <Button type="submit" loading={pending === 'next'}>
              Next
            </Button>
          </>
        }
      >
        <PersonFields
          names={config.names}
          options={config.options(loaded)}
          lockIdentity={view.lockedFields.length > 0}
          relationLabel={config.relationLabel}
          relationOtherMax={config.relationOtherMax}
        />
      </WizardFrame>
    </FormProvider>
  );
}
