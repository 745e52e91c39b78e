import {
  eMandateModeLabels,
  eMandateModes,
  formatPaise,
  mandateMessages,
  mandateProblem,
  parseRupeesToPaise,
  paiseToRupeeText,
  paiseToWords,
  showDate,
  type EMandateMode,
} from '@cdesk/domain';
import { useState } from 'react';
import { useAction } from '../../lib/use-action';
import { useBusinessToday } from '../../lib/use-business-clock';
import { useGatewayLoad } from '../../lib/use-gateway-load';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { LoadError } from '../../ui/load-error';
import { SegmentedChoice } from '../../ui/segmented-choice';
import { Select } from '../../ui/select';
import { Skeleton } from '../../ui/skeleton';
import { banksMandatePath, mandateCalls } from './mandate-calls';

const tenYearsOn = (iso: string) => `${Number(iso.slice(0, 4)) + 10}${iso.slice(4)}`;

/** /emandateReq: registers an e-mandate on a registered bank, approved at the bank's page. */
export function RegisterMandatePage() {
  const today = useBusinessToday();
  const { state, retry } = useGatewayLoad('bank-mandates', (signal) =>
    mandateCalls.list({}, signal),
  );
  const [bankId, setBankId] = useState('');
  const [limit, setLimit] = useState('');
  const [startDate, setStartDate] = useState(today);
  const [endDate, setEndDate] = useState(tenYearsOn(today));
  const [mode, setMode] = useState<EMandateMode>('NET');
  const [errors, setErrors] = useState<{ bank?: string; limit?: string; dates?: string }>({});
  const action = useAction<'register'>();

  const paise = parseRupeesToPaise(limit);
  const submit = () => {
    const problem = mandateProblem({ upperLimitPaise: paise ?? 0n, startDate, endDate, today });
    const next = {
      bank: bankId ? undefined : mandateMessages.bankInvalid,
      limit:
        problem === 'lowerLimit' || problem === 'maxLimit' ? mandateMessages[problem] : undefined,
      dates:
        problem === 'startPast' || problem === 'endBeforeStart'
          ? mandateMessages[problem]
          : undefined,
    };
    setErrors(next);
    if (next.bank || next.limit || next.dates) return;
    void action.run('register', async () => {
      const opened = await mandateCalls.register({
        bankId: Number(bankId),
        upperLimit: paiseToRupeeText(paise ?? 0n),
        startDate,
        endDate,
        mode,
      });
      window.location.assign(opened.redirectUrl);
    });
  };

  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-8 tablet:px-6 tablet:py-10">
      <h1 className="text-2xl font-semibold tracking-tight tablet:text-3xl">Register a mandate</h1>
      <p className="mt-1.5 text-muted">
        A mandate lets your bank pay your SIP installments on their dates, up to the limit you set.
      </p>
      <div className="mt-8 flex max-w-xl flex-col gap-5">
        {state.status === 'loading' && <Skeleton className="h-80 w-full" />}
        {state.status === 'error' && <LoadError message={state.message} onRetry={retry} />}
        {state.status === 'ready' && (
          <Card className="flex flex-col gap-5 p-5 tablet:p-8">
            <Select
              label="Bank account"
              placeholder="Select a bank account"
              value={bankId}
              onValueChange={setBankId}
              error={errors.bank}
              options={state.data.banks
                .filter((bank) => !bank.mandateNo)
                .map((bank) => ({
                  value: String(bank.bankId),
                  label: `${bank.bankName} ${bank.accountNoMasked}`,
                }))}
            />
            <Field
              label="Upper limit (₹)"
              error={errors.limit}
              hint={paise && paise > 0n ? paiseToWords(paise) : undefined}
            >
              {(control) => (
                <Input
                  {...control}
                  inputMode="decimal"
                  value={limit}
                  onChange={(event) => {
                    setLimit(event.target.value);
                    setErrors((current) => ({ ...current, limit: undefined }));
                  }}
                  className="tabular-nums"
                />
              )}
            </Field>
            <div className="grid grid-cols-1 gap-4 tablet:grid-cols-2">
              <Field label="Start date" error={errors.dates}>
                {(control) => (
                  <Input
                    {...control}
                    type="date"
                    min={today}
                    value={startDate}
                    onChange={(event) => setStartDate(event.target.value)}
                  />
                )}
              </Field>
              <Field label="End date">
                {(control) => (
                  <Input
                    {...control}
                    type="date"
                    min={startDate}
                    value={endDate}
                    onChange={(event) => setEndDate(event.target.value)}
                  />
                )}
              </Field>
            </div>
            <div className="flex flex-col gap-1.5">
              <p className="text-sm font-medium text-muted">Authenticate with</p>
              <SegmentedChoice
                label="Authenticate with"
                value={mode}
                onChange={setMode}
                choices={eMandateModes.map((value) => ({
                  value,
                  label: eMandateModeLabels[value],
                }))}
              />
            </div>
            {paise !== null && paise > 0n && startDate && endDate && (
              <p className="rounded-card bg-subtle p-3 text-sm text-muted">
                Your bank will allow debits of up to{' '}
                <strong className="text-text tabular-nums">{formatPaise(paise)}</strong> each from{' '}
                {showDate(startDate)} to {showDate(endDate)}.
              </p>
            )}
            <Alert tone="info">{mandateMessages.bankRedirect}</Alert>
            {action.error && <Alert tone="error">{action.error}</Alert>}
            <div className="flex flex-col-reverse gap-3 tablet:flex-row tablet:justify-end">
              <ButtonLink variant="secondary" to={banksMandatePath}>
                Cancel
              </ButtonLink>
              <Button onClick={submit} loading={action.pending === 'register'}>
                Continue to bank
              </Button>
            </div>
          </Card>
        )}
      </div>
    </main>
  );
}
