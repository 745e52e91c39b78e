import { Alert } from '../../../ui/alert';
import { SegmentedChoice } from '../../../ui/segmented-choice';
import { StepFrame } from '../step-frame';
import { ChoiceCards, FormSkeleton } from './holder-form';
import type { StepPageProps } from './step-page-props';
import { type Mode, useHolderTaxStatus } from './use-holder-tax-status';

/** Screen 5: the tax status of the account and how it is held (single, joint, either or survivor). */
export function HolderTaxStatusStep({ screenId }: StepPageProps) {
  const {
    data,
    error,
    taxStatus,
    setTaxStatus,
    holdingMode,
    setHoldingMode,
    holderCount,
    setHolderCount,
    choiceError,
    minor,
    save,
  } = useHolderTaxStatus();

  return (
    <StepFrame
      screenId={screenId}
      title="Holder and tax status"
      subtitle="Who holds the account, and how it is taxed."
      onNext={save}
      error={error}
    >
      {!data && !error && <FormSkeleton rows={4} />}
      {data && (
        <>
          <ChoiceCards
            legend="Tax Status"
            name="taxStatus"
            value={taxStatus}
            onChange={setTaxStatus}
            error={choiceError}
            choices={data.taxStatuses.map((t) => ({
              value: t.code,
              label: t.label,
              ...(t.minor ? { note: 'Held by a minor; a parent acts as guardian.' } : {}),
            }))}
          />
          {minor ? (
            <Alert tone="info">
              An account of a minor is held singly. The minor's father or mother gives their details
              as guardian.
            </Alert>
          ) : (
            <div className="flex flex-col gap-4">
              <div className="flex flex-col gap-2">
                <span className="text-sm font-medium text-muted">Holding Pattern</span>
                <SegmentedChoice
                  label="Holding Pattern"
                  value={holdingMode}
                  onChange={setHoldingMode}
                  phoneColumns={2}
                  choices={data.holdingModes.map((h) => ({
                    value: h.code as Mode,
                    label: h.label,
                  }))}
                />
              </div>
              {holdingMode !== 'SI' && (
                <div className="flex flex-col gap-2">
                  <span className="text-sm font-medium text-muted">Number of Holders</span>
                  <SegmentedChoice
                    label="Number of Holders"
                    value={String(holderCount) as '2' | '3'}
                    onChange={(value) => setHolderCount(Number(value))}
                    choices={[
                      { value: '2', label: 'Two holders' },
                      { value: '3', label: 'Three holders' },
                    ]}
                  />
                </div>
              )}
            </div>
          )}
        </>
      )}
    </StepFrame>
  );
}
