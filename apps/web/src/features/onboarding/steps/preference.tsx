import {
  loadPreferenceScrnCall,
  preferencesProblem,
  savePreferenceScrnCall,
  type TPreferenceForm,
} from '@cdesk/domain';
import { useState } from 'react';
import { Checkbox } from '../../../ui/checkbox';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { RecordSkeleton } from '../kyc/load-skeleton';
import { useStepLoad } from '../kyc/use-step-load';
import { regCall } from '../reg-gateway';
import { StepFrame } from '../step-frame';
import type { StepPageProps } from './step-page-props';

const toggle = (list: string[], value: string, on: boolean) =>
  on ? [...new Set([...list, value])] : list.filter((v) => v !== value);

/** Screen 15: the segments and exchanges the account trades on, its brokerage and GST number. */
export function PreferenceStep({ screenId }: StepPageProps) {
  const { data, error } = useStepLoad(loadPreferenceScrnCall, {}, 'preference');
  const [edits, setEdits] = useState<Partial<TPreferenceForm>>({});
  const [problem, setProblem] = useState('');
  const form: TPreferenceForm | null = data ? { ...data.form, ...edits } : null;
  const set = (patch: Partial<TPreferenceForm>) => {
    setProblem('');
    setEdits((e) => ({ ...e, ...patch }));
  };

  const save = async () => {
    if (!form || !data) return null;
    const found = preferencesProblem(form, data.accountType);
    setProblem(found ?? '');
    if (found) return null;
    return (await regCall(savePreferenceScrnCall, form)).nextScreenId;
  };

  return (
    <StepFrame
      screenId={screenId}
      title="Trading preferences"
      subtitle="Where your account trades, and what it costs."
      onNext={data ? save : undefined}
      hideNext={!data}
      error={error || problem}
    >
      {!data && !error && <RecordSkeleton />}
      {data && form && (
        <>
          {data.segments.map((segment) => {
            const on = form.segments.includes(segment.code);
            return (
              <fieldset
                key={segment.code}
                className="flex flex-col gap-2 rounded-card border border-border p-4"
              >
                <legend className="sr-only">{segment.label}</legend>
                <Checkbox
                  checked={on}
                  className="font-semibold"
                  onChange={(event) => {
                    const exchanges = event.target.checked
                      ? form.exchanges
                      : form.exchanges.filter((e) => !segment.exchanges.some((x) => x.code === e));
                    set({
                      segments: toggle(form.segments, segment.code, event.target.checked),
                      exchanges,
                    });
                  }}
                  label={segment.label}
                />
                {on && (
                  <div className="grid grid-cols-2 gap-x-4 pl-7 tablet:grid-cols-3">
                    {segment.exchanges.map((exchange) => (
                      <Checkbox
                        key={exchange.code}
                        checked={form.exchanges.includes(exchange.code)}
                        onChange={(event) =>
                          set({
                            exchanges: toggle(form.exchanges, exchange.code, event.target.checked),
                          })
                        }
                        label={exchange.label}
                      />
                    ))}
                  </div>
                )}
                {on && segment.code === 'MF' && data.brokerageAsked && (
                  <Field
                    label="Brokerage (%)"
                    hint="From 0 to 2.50, in steps of 0.05."
                    className="pl-7 tablet:max-w-xs"
                  >
                    {(control) => (
                      <Input
                        {...control}
                        name="mfBrokerage"
                        inputMode="decimal"
                        verbatim
                        maxLength={4}
                        className="tabular-nums"
                        value={form.mfBrokerage}
                        onChange={(event) => set({ mfBrokerage: event.target.value })}
                      />
                    )}
                  </Field>
                )}
                {on && segment.code === 'CM' && data.brokerageAsked && (
                  <fieldset className="flex flex-col gap-1 pl-7">
                    <legend className="mb-1 text-sm font-medium text-muted">Brokerage plan</legend>
                    {data.brokeragePlans.map((plan) => (
                      <label
                        key={plan.code}
                        className="flex min-h-11 cursor-pointer items-center gap-2.5 text-sm"
                      >
                        <input
                          type="radio"
                          name="cmBrokeragePlan"
                          value={plan.code}
                          checked={form.cmBrokeragePlan === plan.code}
                          onChange={() => set({ cmBrokeragePlan: plan.code })}
                          className="size-[18px] shrink-0 accent-brand"
                        />
                        {plan.label}
                      </label>
                    ))}
                  </fieldset>
                )}
              </fieldset>
            );
          })}
          {!data.brokerageAsked && (
            <p className="text-sm text-muted">
              Brokerage is set by your wealth partner; without one, your account opens with zero
              brokerage.
            </p>
          )}
          <Field label="GST Number (optional)" className="tablet:max-w-sm">
            {(control) => (
              <Input
                {...control}
                name="gstNo"
                verbatim
                maxLength={15}
                value={form.gstNo}
                onChange={(event) => set({ gstNo: event.target.value.toUpperCase() })}
              />
            )}
          </Field>
        </>
      )}
    </StepFrame>
  );
}
