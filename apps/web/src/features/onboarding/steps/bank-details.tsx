import { onboardingBankMessages as m } from '@cdesk/domain';
import { BadgeCheck } from 'lucide-react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { RecordSkeleton } from '../kyc/load-skeleton';
import { StepFrame } from '../step-frame';
import { BankAccountFields } from './bank-account-fields';
import { BankBranchFields } from './bank-branch-fields';
import { BankVerificationNote } from './bank-verification-note';
import type { StepPageProps } from './step-page-props';
import { useBankDetails } from './use-bank-details';

/**
 * Screen 16: the bank account the investments are paid from and redeemed to. The IFSC names the
 * bank; Verify Bank drops a rupee in the account and reads back the holder's name.
 */
export function BankDetailsStep({ screenId }: StepPageProps) {
  const {
    data,
    error,
    form,
    shownBank,
    shownVerification,
    problem,
    errors,
    checking,
    set,
    changeIfsc,
    verify,
    save,
  } = useBankDetails();

  return (
    <StepFrame
      screenId={screenId}
      title="Bank details"
      subtitle="The account your investments are paid from and your redemptions paid to."
      onNext={data ? save : undefined}
      hideNext={!data}
      error={error || problem}
      actions={
        data && (
          <Button variant="secondary" disabled={checking} onClick={() => void verify()}>
            <BadgeCheck aria-hidden className="size-4" />
            Verify Bank
          </Button>
        )
      }
    >
      {!data && !error && <RecordSkeleton />}
      {data && form && (
        <>
          <Alert tone="info">{data.prompt}</Alert>
          <div className="grid grid-cols-1 gap-x-4 gap-y-4 tablet:grid-cols-2">
            <BankBranchFields
              form={form}
              errors={errors}
              set={set}
              bank={shownBank}
              onIfscChange={(ifsc) => void changeIfsc(ifsc)}
            />
            <BankAccountFields
              form={form}
              errors={errors}
              set={set}
              accountTypes={data.accountTypes}
            />
          </div>
          {shownBank && !shownBank.mandateFacility && (
            <Alert tone="info">{m.noMandateFacility}</Alert>
          )}
          {shownVerification && <BankVerificationNote verification={shownVerification} />}
        </>
      )}
    </StepFrame>
  );
}
