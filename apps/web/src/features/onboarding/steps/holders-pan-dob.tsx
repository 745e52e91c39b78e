import { FormSkeleton } from './holder-form';
import { PanDobHolderSection } from './pan-dob-holder-section';
import type { StepPageProps } from './step-page-props';
import { StepFrame } from '../step-frame';
import { useHoldersPanDob } from './use-holders-pan-dob';

/** Screens 7 (every holder, or the minor) and 8 (the guardian): PAN, date of birth and name as on the PAN. */
export function HoldersPanDobStep({ screenId, holder }: StepPageProps) {
  const guardian = holder === 'G';
  const { holders, errors, removing, notice, data, error, change, save, remove } =
    useHoldersPanDob(guardian);

  const title = guardian ? 'Guardian PAN and date of birth' : 'PAN and date of birth';
  const subtitle = guardian
    ? "The guardian's PAN, date of birth and name as on the PAN."
    : data?.minor
      ? "The minor's PAN, date of birth and name as on the PAN."
      : 'Each holder’s PAN and date of birth as on the PAN.';

  return (
    <StepFrame
      screenId={screenId}
      title={title}
      subtitle={subtitle}
      onNext={save}
      error={error || notice}
    >
      {!data && !error && <FormSkeleton rows={5} />}
      {holders.map((h, index) => (
        <PanDobHolderSection
          key={h.role}
          h={h}
          index={index}
          errors={errors}
          showHeading={holders.length > 1 || guardian || !!data?.minor}
          minor={data?.minor ?? false}
          removing={removing}
          change={change}
          remove={remove}
        />
      ))}
    </StepFrame>
  );
}
