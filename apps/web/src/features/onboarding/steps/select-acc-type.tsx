import { getAllowedAccTypeCall, saveAccTypeCall, type TSaveAccTypeRequest } from '@cdesk/domain';
import { useState } from 'react';
import { FactList } from '../../../ui/fact-list';
import { regCall } from '../reg-gateway';
import { StepFrame } from '../step-frame';
import { ChoiceCards, FormSkeleton, useStepData } from './holder-form';
import type { StepPageProps } from './step-page-props';

type FormType = TSaveAccTypeRequest['formType'];

const notes: Record<string, string> = {
  EW: 'Mutual funds, shares and more in one wealth account.',
  PMS: 'A wealth account for portfolio management services.',
  EMF: 'A wealth account for mutual funds only.',
};

/** Screen 6: the account (form) type, with the holding chosen at screen 5 to confirm. */
export function SelectAccTypeStep({ screenId }: StepPageProps) {
  const [formType, setFormType] = useState('');
  const { data, error } = useStepData('acc-type', async (signal) => {
    const loaded = await regCall(getAllowedAccTypeCall, {}, { signal });
    setFormType(loaded.selected);
    return loaded;
  });

  const save = async () =>
    (await regCall(saveAccTypeCall, { formType: formType as FormType }))?.nextScreenId;

  return (
    <StepFrame
      screenId={screenId}
      title="Account type and holding"
      subtitle="The account you are opening, and who holds it."
      onNext={save}
      error={error}
    >
      {!data && !error && <FormSkeleton rows={3} />}
      {data && (
        <>
          <ChoiceCards
            legend="Account Type"
            name="formType"
            value={formType}
            onChange={setFormType}
            choices={data.allowed.map((a) => ({
              value: a.key,
              label: a.label,
              note: notes[a.key] ?? '',
            }))}
          />
          <FactList
            className="grid gap-x-6 gap-y-3 rounded-card bg-subtle px-4 py-3 text-sm tablet:grid-cols-3"
            rowClassName="flex flex-col gap-0.5"
            valueClassName="font-medium text-text"
            facts={[
              ['Tax Status', data.taxStatus.label],
              ['Holding Pattern', data.holdingMode.label],
              ['Holders', data.holders.map((h) => h.label).join(', ')],
            ]}
          />
        </>
      )}
    </StepFrame>
  );
}
