import type { loadPreferenceScrnCall, ReplyOf, TPreferenceForm } from '@cdesk/domain';
import { Checkbox } from '../../../ui/checkbox';
import { BrokeragePlanChoice } from './brokerage-plan-choice';
import { MfBrokerageField } from './mf-brokerage-field';

type Preferences = ReplyOf<typeof loadPreferenceScrnCall>;

const toggle = (list: string[], value: string, on: boolean) =>
  on ? [...new Set([...list, value])] : list.filter((v) => v !== value);

interface SegmentPreferenceProps {
  segment: Preferences['segments'][number];
  form: TPreferenceForm;
  set: (patch: Partial<TPreferenceForm>) => void;
  data: Preferences;
}

/** One segment the account may trade on: chosen or not, its exchanges and its brokerage. */
export function SegmentPreference({ segment, form, set, data }: SegmentPreferenceProps) {
  const on = form.segments.includes(segment.code);
  return (
    <fieldset className="flex flex-col gap-2 rounded-card border border-border p-4">
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
        <MfBrokerageField
          value={form.mfBrokerage}
          onChange={(mfBrokerage) => set({ mfBrokerage })}
        />
      )}
      {on && segment.code === 'CM' && data.brokerageAsked && (
        <BrokeragePlanChoice
          plans={data.brokeragePlans}
          value={form.cmBrokeragePlan}
          onChange={(cmBrokeragePlan) => set({ cmBrokeragePlan })}
        />
      )}
    </fieldset>
  );
}
