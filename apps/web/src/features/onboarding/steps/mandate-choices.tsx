import type { loadMandateDetailCall, ReplyOf, TMandateForm } from '@cdesk/domain';
import { SegmentedChoice } from '../../../ui/segmented-choice';

export interface MandatePartProps {
  form: TMandateForm;
  set: (patch: Partial<TMandateForm>) => void;
  data: ReplyOf<typeof loadMandateDetailCall>;
}

/** The mandate's type and the exchange platform it is registered on. */
export function MandateChoices({ form, set, data }: MandatePartProps) {
  return (
    <>
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium">Mandate Type</p>
        <SegmentedChoice
          label="Mandate Type"
          value={form.mandateType}
          phoneColumns={2}
          choices={data.mandateTypes.map((t) => ({ value: t.code, label: t.label }))}
          onChange={(mandateType) => set({ mandateType })}
        />
      </div>
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium">Mandate Provider</p>
        <SegmentedChoice
          label="Mandate Provider"
          value={form.provider}
          choices={data.providers.map((p) => ({ value: p.code, label: p.label }))}
          onChange={(provider) => set({ provider })}
        />
      </div>
    </>
  );
}
