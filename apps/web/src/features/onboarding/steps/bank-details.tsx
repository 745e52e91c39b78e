import {
  bankFormErrors,
  fetchBankDetailCall,
  isIfscFormat,
  loadBankDetailCall,
  onboardingBankMessages as m,
  type ReplyOf,
  saveDataBankDetailCall,
  type TBankForm,
  verifyBankDetailCall,
} from '@cdesk/domain';
import { BadgeCheck, CircleAlert, Landmark } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { RecordSkeleton } from '../kyc/load-skeleton';
import { useStepLoad } from '../kyc/use-step-load';
import { regCall } from '../reg-gateway';
import { StepFrame } from '../step-frame';
import type { StepPageProps } from './step-page-props';

type Bank = NonNullable<ReplyOf<typeof loadBankDetailCall>['bank']>;
type Verification = NonNullable<ReplyOf<typeof loadBankDetailCall>['verification']>;

const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/**
 * Screen 16: the bank account the investments are paid from and redeemed to. The IFSC names the
 * bank; Verify Bank drops a rupee in the account and reads back the holder's name.
 */
export function BankDetailsStep({ screenId }: StepPageProps) {
  const { data, error } = useStepLoad(loadBankDetailCall, {}, 'bank');
  const [edits, setEdits] = useState<Partial<TBankForm>>({});
  const [bank, setBank] = useState<Bank | null | undefined>(undefined);
  const [verification, setVerification] = useState<Verification | null | undefined>(undefined);
  const [problem, setProblem] = useState('');
  const [errors, setErrors] = useState<Partial<Record<keyof TBankForm, string>>>({});
  const [checking, setChecking] = useState(false);
  const form: TBankForm | null = data ? { ...data.form, ...edits } : null;
  const shownBank = bank === undefined ? (data?.bank ?? null) : bank;
  const shownVerification =
    verification === undefined ? (data?.verification ?? null) : verification;

  const set = (patch: Partial<TBankForm>) => {
    setProblem('');
    setErrors((e) => {
      const rest = { ...e };
      for (const key of Object.keys(patch)) delete rest[key as keyof TBankForm];
      return rest;
    });
    if ('ifsc' in patch || 'accountNo' in patch) setVerification(null);
    setEdits((e) => ({ ...e, ...patch }));
  };

  const lookUp = async (ifsc: string) => {
    if (!isIfscFormat(ifsc)) {
      setBank(null);
      return;
    }
    try {
      const found = await regCall(fetchBankDetailCall, { ifsc });
      setBank(found);
      // The IFSC data's MICR of the branch, unless the applicant typed one.
      if (found.micr) setEdits((e) => (e.micr ? e : { ...e, micr: found.micr }));
    } catch (caught) {
      setBank(null);
      setProblem(errorMessage(caught));
    }
  };

  const verify = async () => {
    if (!form) return;
    // Every problem of the form at once, each under its field.
    const found = bankFormErrors(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setChecking(true);
    try {
      setVerification(await regCall(verifyBankDetailCall, form));
    } catch (caught) {
      setProblem(errorMessage(caught));
    } finally {
      setChecking(false);
    }
  };

  const save = async () => {
    if (!form) return null;
    const found = bankFormErrors(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return null;
    if (!shownVerification?.verified) {
      setProblem(m.verifyFirst);
      return null;
    }
    return (await regCall(saveDataBankDetailCall, form)).nextScreenId;
  };

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
            <Field label="IFSC" hint="11 characters, e.g. HDFC0000001" error={errors.ifsc}>
              {(control) => (
                <Input
                  {...control}
                  name="ifsc"
                  verbatim
                  maxLength={11}
                  autoComplete="off"
                  value={form.ifsc}
                  onChange={(event) => {
                    const ifsc = event.target.value.toUpperCase().replace(/[^A-Z0-9]/g, '');
                    set({ ifsc });
                    if (ifsc.length === 11) void lookUp(ifsc);
                    else setBank(null);
                  }}
                />
              )}
            </Field>
            <div className="flex min-h-12 items-start gap-3 rounded-card border border-border bg-subtle/50 p-3 tablet:mt-6">
              <Landmark aria-hidden className="mt-0.5 size-5 shrink-0 text-muted" />
              <p className="text-sm" aria-live="polite">
                {shownBank ? (
                  <span className="font-semibold text-text">{shownBank.bankName}</span>
                ) : (
                  <span className="text-muted">The bank is named from the IFSC.</span>
                )}
              </p>
            </div>
            <Field
              label="MICR (optional)"
              hint="Filled from the IFSC where known; 9 digits, printed on your cheque"
              error={errors.micr}
            >
              {(control) => (
                <Input
                  {...control}
                  name="micr"
                  inputMode="numeric"
                  verbatim
                  maxLength={9}
                  className="tabular-nums"
                  value={form.micr}
                  onChange={(event) => set({ micr: digitsOnly(event.target.value, 9) })}
                />
              )}
            </Field>
            <Field label="Branch Name (optional)" hint="The IFSC already names your branch">
              {(control) => (
                <Input
                  {...control}
                  name="branch"
                  maxLength={80}
                  value={form.branch}
                  onChange={(event) => set({ branch: event.target.value })}
                />
              )}
            </Field>
            <Field label="Bank Account Number" hint="8 to 18 digits" error={errors.accountNo}>
              {(control) => (
                <Input
                  {...control}
                  name="accountNo"
                  inputMode="numeric"
                  verbatim
                  maxLength={18}
                  autoComplete="off"
                  className="tabular-nums"
                  value={form.accountNo}
                  onChange={(event) => set({ accountNo: digitsOnly(event.target.value, 18) })}
                />
              )}
            </Field>
            <Field label="Re-enter Bank Account Number" error={errors.accountNoAgain}>
              {(control) => (
                <Input
                  {...control}
                  name="accountNoAgain"
                  inputMode="numeric"
                  verbatim
                  maxLength={18}
                  autoComplete="off"
                  className="tabular-nums"
                  value={form.accountNoAgain}
                  onPaste={(event) => event.preventDefault()}
                  onChange={(event) => set({ accountNoAgain: digitsOnly(event.target.value, 18) })}
                />
              )}
            </Field>
            <Select
              label="Account Type"
              name="accountType"
              placeholder="Select"
              options={data.accountTypes.map((t) => ({ value: t.code, label: t.label }))}
              value={form.accountType}
              onValueChange={(accountType) => set({ accountType })}
              error={errors.accountType}
            />
          </div>
          {shownBank && !shownBank.mandateFacility && (
            <Alert tone="info">{m.noMandateFacility}</Alert>
          )}
          {shownVerification && (
            <div
              role="status"
              className={`flex items-start gap-3 rounded-card border p-4 text-sm ${
                !shownVerification.verified
                  ? 'border-loss/40 bg-loss-soft'
                  : shownVerification.nameMatches
                    ? 'border-gain/40 bg-gain-soft'
                    : 'border-warning/40 bg-warning-soft'
              }`}
            >
              {shownVerification.verified && shownVerification.nameMatches ? (
                <BadgeCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-gain" />
              ) : (
                <CircleAlert
                  aria-hidden
                  className={`mt-0.5 size-5 shrink-0 ${shownVerification.verified ? 'text-warning' : 'text-loss'}`}
                />
              )}
              <div className="flex flex-col gap-1">
                {shownVerification.verified && (
                  <p>
                    Name at the bank:{' '}
                    <span className="font-semibold text-text">{shownVerification.nameAtBank}</span>
                  </p>
                )}
                <p className="text-muted">{shownVerification.message}</p>
              </div>
            </div>
          )}
        </>
      )}
    </StepFrame>
  );
}
