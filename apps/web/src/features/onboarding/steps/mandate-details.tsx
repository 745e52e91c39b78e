import {
  generateScanMandateCall,
  loadMandateDetailCall,
  mandateFormProblem,
  onboardingBankMessages as m,
  saveDataMandateDetailCall,
  type TMandateForm,
} from '@cdesk/domain';
import { useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { SegmentedChoice } from '../../../ui/segmented-choice';
import { RecordSkeleton } from '../kyc/load-skeleton';
import { useStepLoad } from '../kyc/use-step-load';
import { regCall } from '../reg-gateway';
import { StepFrame } from '../step-frame';
import { BankFacts } from './bank-facts';
import type { StepPageProps } from './step-page-props';

const dateText = (value: string) => value.replace(/[^\d-]/g, '').slice(0, 10);

/**
 * Screen 17: an e-mandate on the verified bank account, so SIPs are debited without a cheque: its
 * type, the exchange platform it is registered on, the most a debit may take and its period.
 */
export function MandateDetailsStep({ screenId }: StepPageProps) {
  const { data, error } = useStepLoad(loadMandateDetailCall, {}, 'mandate');
  const [edits, setEdits] = useState<Partial<TMandateForm>>({});
  const [problem, setProblem] = useState('');
  const form: TMandateForm | null = data ? { ...data.form, ...edits } : null;
  const set = (patch: Partial<TMandateForm>) => {
    setProblem('');
    setEdits((e) => ({ ...e, ...patch }));
  };

  const save = async () => {
    if (!form || !data) return null;
    const wanted = data.mandateFacility && form.emandate === 'Y';
    if (wanted) {
      const found = !form.mandateType
        ? m.mandateTypeEmpty
        : !form.provider
          ? m.mandateProviderEmpty
          : mandateFormProblem(form, data.today).problem;
      setProblem(found ?? '');
      if (found) return null;
    }
    const saved = await regCall(
      saveDataMandateDetailCall,
      wanted ? form : { ...form, emandate: 'N' },
    );
    if (wanted) await regCall(generateScanMandateCall, {});
    return saved.nextScreenId;
  };

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
                  <div className="grid grid-cols-1 gap-4 tablet:grid-cols-3">
                    <Field
                      label="Upper Limit (₹)"
                      hint={`More than ${data.lowerLimit}, at most ${data.maxLimit} a debit.`}
                    >
                      {(control) => (
                        <Input
                          {...control}
                          name="upperLimit"
                          inputMode="decimal"
                          verbatim
                          maxLength={12}
                          className="tabular-nums"
                          value={form.upperLimit}
                          onChange={(event) =>
                            set({ upperLimit: event.target.value.replace(/[^\d.,]/g, '') })
                          }
                        />
                      )}
                    </Field>
                    <Field label="Start Date" hint="DD-MM-YYYY">
                      {(control) => (
                        <Input
                          {...control}
                          name="startDate"
                          inputMode="numeric"
                          verbatim
                          placeholder="DD-MM-YYYY"
                          maxLength={10}
                          className="tabular-nums"
                          value={form.startDate}
                          onChange={(event) => set({ startDate: dateText(event.target.value) })}
                        />
                      )}
                    </Field>
                    <Field label="End Date (optional)" hint="Empty: until you cancel it">
                      {(control) => (
                        <Input
                          {...control}
                          name="endDate"
                          inputMode="numeric"
                          verbatim
                          placeholder="DD-MM-YYYY"
                          maxLength={10}
                          className="tabular-nums"
                          value={form.endDate}
                          onChange={(event) => set({ endDate: dateText(event.target.value) })}
                        />
                      )}
                    </Field>
                  </div>
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
