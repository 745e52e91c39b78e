import { FormProvider, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../ui/button';
import type { NomineeRequest } from './nominee-calls';
import { PersonFields, type PersonFieldNames, type PersonOptions } from './person-fields';
import { StepNotReady } from './load-failure';
import { useStepForm } from './use-step-form';
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
  back,
  config,
  onRemove,
}: PersonStepProps<Loaded>) {
  const { nomiReqId, nomiNum, isFromTransact, action } = flow;
  const { title, heading } = view;
  const { state, retry, form, save, submitProps, pending } = useStepForm({
    key: `${flow.screenNo}:${nomiReqId}:${nomiNum}`,
    load: () => config.load({ nomiReqId, nomineeNo: nomiNum }, isFromTransact),
    schema: (loaded) => (loaded === undefined ? undefined : config.schema(loaded)),
    toForm: config.toForm,
  });

  const frame = { title, stage: 'Nominees', onBack: back } as const;
  if (state.status !== 'ready') return <StepNotReady {...frame} state={state} onRetry={retry} />;
  const loaded = state.data;

  const next = submitProps('next', async (values) => {
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
  });

  return (
    <FormProvider {...form}>
      <WizardFrame
        {...frame}
        {...next}
        subtitle={[heading, config.subtitle?.(loaded)].filter(Boolean).join(' · ')}
        actions={
          onRemove &&
          view.showRemove && (
            <Button
              variant="ghost"
              loading={pending === 'remove'}
              onClick={() => void save('remove', onRemove)}
            >
              Remove nominee
            </Button>
          )
        }
        submitLabel="Next"
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
