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
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { useStepLoad } from '../kyc/use-step-load';
import { regCall } from '../reg-gateway';

export type Bank = NonNullable<ReplyOf<typeof loadBankDetailCall>['bank']>;
export type Verification = NonNullable<ReplyOf<typeof loadBankDetailCall>['verification']>;
export type BankFormErrors = Partial<Record<keyof TBankForm, string>>;

/** The errors left once the fields of a patch are typed again. */
function withoutKeys(errors: BankFormErrors, patch: Partial<TBankForm>): BankFormErrors {
  const rest = { ...errors };
  for (const key of Object.keys(patch)) delete rest[key as keyof TBankForm];
  return rest;
}

/** The bank step's form, the bank its IFSC names and the account's verification. */
export function useBankDetails() {
  const { data, error } = useStepLoad(loadBankDetailCall, {}, 'bank');
  const [edits, setEdits] = useState<Partial<TBankForm>>({});
  const [bank, setBank] = useState<Bank | null | undefined>(undefined);
  const [verification, setVerification] = useState<Verification | null | undefined>(undefined);
  const [problem, setProblem] = useState('');
  const [errors, setErrors] = useState<BankFormErrors>({});
  const [checking, setChecking] = useState(false);
  const form: TBankForm | null = data ? { ...data.form, ...edits } : null;
  const shownBank = bank === undefined ? (data?.bank ?? null) : bank;
  const shownVerification =
    verification === undefined ? (data?.verification ?? null) : verification;

  const set = (patch: Partial<TBankForm>) => {
    setProblem('');
    setErrors((e) => withoutKeys(e, patch));
    if ('ifsc' in patch || 'accountNo' in patch) setVerification(null);
    setEdits((e) => ({ ...e, ...patch }));
  };

  const changeIfsc = async (ifsc: string) => {
    set({ ifsc });
    if (ifsc.length !== 11 || !isIfscFormat(ifsc)) {
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

  // Every problem of the form at once, each under its field.
  const valid = (entered: TBankForm) => {
    const found = bankFormErrors(entered);
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const verify = async () => {
    if (!form || !valid(form)) return;
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
    if (!form || !valid(form)) return null;
    if (!shownVerification?.verified) {
      setProblem(m.verifyFirst);
      return null;
    }
    return (await regCall(saveDataBankDetailCall, form)).nextScreenId;
  };

  return {
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
  };
}
