import { Alert } from '../../../ui/alert';
import { SegmentedChoice } from '../../../ui/segmented-choice';
import { RecordSkeleton } from '../kyc/load-skeleton';
import { StepFrame } from '../step-frame';
import { BankFacts } from './bank-facts';
import { MandateChoices } from './mandate-choices';
import { MandateLimitFields } from './mandate-limit-fields';
import type { StepPageProps } from './step-page-props';
import { useMandateDetails } from './use-mandate-details';

/**
 * Screen 17: an e-mandate on the verified bank account, so SIPs are debited without a cheque: its
 * type, the exchange platform it is registered on, the most a debit may take and its period.
 */
export function MandateDetailsStep({ screenId }: StepPageProps) {
  const { data, error, form, problem, set, save } = useMandateDetails();

  const wanted = !!data?.mandateFacility && form?.emandate === 'Y';

  return (
    <StepFrame
      screenId={screenId}
      title="Mandate details"
      subtitle="A mandate lets your SIP instalments be debited from your bank account."
      onNext={data ? save : undefined}
      hideNext={!data}
      error={error || problem}
    >
      {!data && !error && <RecordSkeleton />}
      {data && form && (
        <>
          <BankFacts
            facts={[
              ['Bank', data.bank.bankName],
              ['Branch', data.bank.branch],
              ['Account Number', data.bank.accountNoMasked],
              ['Account Type', data.bank.accountType],
              ['Account Holder', data.bank.nameAtBank],
            ]}
          />
          {!data.mandateFacility && <Alert tone="info">{data.message}</Alert>}
          {data.mandateFacility && (
            <>
              <div className="flex flex-col gap-2">
                <p className="text-sm font-medium">Register an e-mandate on this account?</p>
                <SegmentedChoice
                  label="Register an e-mandate"
                  value={form.emandate}
                  choices={[
                    { value: 'Y', label: 'Yes, register a mandate' },
                    { value: 'N', label: 'No, continue without' },
                  ]}
                  onChange={(emandate) => set({ emandate })}
                />
              </div>
              {wanted && (
                <>
                  <MandateChoices form={form} set={set} data={data} />
                  <MandateLimitFields form={form} set={set} data={data} />
                  {data.mandateNo && (
                    <p className="text-sm text-muted">
                      Mandate number{' '}
                      <span className="figures font-medium text-text">{data.mandateNo}</span>
                    </p>
                  )}
                </>
              )}
            </>
          )}
        </>
      )}
    </StepFrame>
  );
}
