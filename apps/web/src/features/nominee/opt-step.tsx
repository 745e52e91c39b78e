import {
  loadNomineeOptProfileCall,
  messages,
  nomineeOptSchema,
  optPreferenceHolding,
  saveNomineeOptProfileCall,
} from '@cdesk/domain';
import { useWatch } from 'react-hook-form';
import { cx } from '../../ui/cx';
import { nomineeCall } from './nominee-calls';
import { StepNotReady } from './load-failure';
import { useStepForm } from './use-step-form';
import { WizardFrame } from './wizard-frame';
import type { StepProps } from './wizard-types';

const preferences = [
  { value: '1', label: "Nominee registration status as 'Yes'" },
  { value: '2', label: 'Name of all nominees' },
] as const;

/** S2: what the statements show about the nominees. */
export function OptStep({ flow, view, send, back, accType }: StepProps) {
  const { nomiReqId, isFromTransact, action } = flow;
  const { state, retry, form, submitProps } = useStepForm({
    key: nomiReqId,
    load: () => nomineeCall(loadNomineeOptProfileCall, { nomiReqId }, isFromTransact),
    schema: () => nomineeOptSchema,
    toForm: (loaded) => ({ nomiPreference: loaded.nomiPreference ?? '' }),
    defaultValues: { nomiPreference: '' },
  });
  const chosen = useWatch({ control: form.control, name: 'nomiPreference' }) as string;

  const frame = { title: view.title, stage: 'Preference' } as const;
  if (state.status !== 'ready')
    return (
      <StepNotReady
        state={
          state.status === 'error'
            ? { ...state, message: state.message || messages.technicalTryLater }
            : state
        }
        {...frame}
        onRetry={retry}
      />
    );

  const holding = optPreferenceHolding(accType);
  const problem = form.formState.errors.nomiPreference?.message;
  const saving = submitProps('save', async (values) => {
    await nomineeCall(
      saveNomineeOptProfileCall,
      { action, nomiReqId, nomiPreference: values.nomiPreference as string },
      isFromTransact,
    );
    send({ type: 'SAVE' });
  });

  return (
    <WizardFrame {...frame} {...saving} onBack={back} submitLabel="Save">
      <fieldset className="flex flex-col gap-3" aria-describedby="opt-problem">
        <legend className="mb-3 text-[15px] font-medium text-text">
          Preference of Nomination details to be displayed in your {holding} statement
        </legend>
        {preferences.map((option) => (
          <label
            key={option.value}
            className={cx(
              'flex min-h-12 cursor-pointer items-center gap-3 rounded-card border px-4 py-3 text-[15px] transition-colors duration-100 has-focus-visible:outline-2 has-focus-visible:outline-brand',
              chosen === option.value ? 'border-brand bg-brand-soft' : 'border-border-strong',
            )}
          >
            <input
              type="radio"
              value={option.value}
              className="size-[18px] accent-brand"
              {...form.register('nomiPreference')}
            />
            {option.label}
          </label>
        ))}
        {typeof problem === 'string' && (
          <p id="opt-problem" className="text-sm font-medium text-loss">
            {problem}
          </p>
        )}
      </fieldset>
    </WizardFrame>
  );
}
