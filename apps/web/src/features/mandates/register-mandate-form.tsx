import {
  eMandateModeLabels,
  eMandateModes,
  formatPaise,
  mandateMessages,
  paiseToWords,
  showDate,
} from '@cdesk/domain';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { SegmentedChoice } from '../../ui/segmented-choice';
import { Select } from '../../ui/select';
import { banksMandatePath, type mandateCalls } from './mandate-calls';
import type { RegisterMandate } from './use-register-mandate';

type MandateBank = Awaited<ReturnType<typeof mandateCalls.list>>['banks'][number];

function LimitField({ form }: { form: RegisterMandate }) {
  const { paise } = form;
  return (
    <Field
      label="Upper limit (₹)"
      error={form.errors.limit}
      hint={paise && paise > 0n ? paiseToWords(paise) : undefined}
    >
      {(control) => (
        <Input
          {...control}
          inputMode="decimal"
          value={form.limit}
          onChange={(event) => form.changeLimit(event.target.value)}
          className="tabular-nums"
        />
      )}
    </Field>
  );
}

function DateFields({ form }: { form: RegisterMandate }) {
  return (
    <div className="grid grid-cols-1 gap-4 tablet:grid-cols-2">
      <Field label="Start date" error={form.errors.dates}>
        {(control) => (
          <Input
            {...control}
            type="date"
            min={form.today}
            value={form.startDate}
            onChange={(event) => form.setStartDate(event.target.value)}
          />
        )}
      </Field>
      <Field label="End date">
        {(control) => (
          <Input
            {...control}
            type="date"
            min={form.startDate}
            value={form.endDate}
            onChange={(event) => form.setEndDate(event.target.value)}
          />
        )}
      </Field>
    </div>
  );
}

function ModeChoice({ form }: { form: RegisterMandate }) {
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-sm font-medium text-muted">Authenticate with</p>
      <SegmentedChoice
        label="Authenticate with"
        value={form.mode}
        onChange={form.setMode}
        choices={eMandateModes.map((value) => ({
          value,
          label: eMandateModeLabels[value],
        }))}
      />
    </div>
  );
}

/** Bank account, limit, dates and authentication of a new e-mandate. */
export function RegisterMandateForm({
  form,
  banks,
}: {
  form: RegisterMandate;
  banks: MandateBank[];
}) {
  const { paise, startDate, endDate, action } = form;
  return (
    <Card className="flex flex-col gap-5 p-5 tablet:p-8">
      <Select
        label="Bank account"
        placeholder="Select a bank account"
        value={form.bankId}
        onValueChange={form.setBankId}
        error={form.errors.bank}
        options={banks
          .filter((bank) => !bank.mandateNo)
          .map((bank) => ({
            value: String(bank.bankId),
            label: `${bank.bankName} ${bank.accountNoMasked}`,
          }))}
      />
      <LimitField form={form} />
      <DateFields form={form} />
      <ModeChoice form={form} />
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
        <Button onClick={form.submit} loading={action.pending === 'register'}>
          Continue to bank
        </Button>
      </div>
    </Card>
  );
}
