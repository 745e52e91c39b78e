import { onboardingMessages, unblockStaffCall } from '@cdesk/domain';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { staffCall } from './staff-gateway';

/** An administrator lifts a staff login's block by wrong passwords before its time is up. */
export function UnblockStaffPanel() {
  const [employeeCode, setEmployeeCode] = useState('');
  const [outcome, setOutcome] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!employeeCode.trim()) {
      setOutcome({ tone: 'error', text: onboardingMessages.cannotBeEmpty('Employee Code') });
      return;
    }
    setPending(true);
    try {
      const reply = await staffCall(unblockStaffCall, { employeeCode });
      setOutcome({
        tone: 'info',
        text: reply.wasBlocked
          ? `The staff login ${reply.employeeCode} is unblocked.`
          : `The staff login ${reply.employeeCode} was not blocked; its wrong passwords are cleared.`,
      });
      setEmployeeCode('');
    } catch (failure) {
      setOutcome({ tone: 'error', text: errorMessage(failure) });
    } finally {
      setPending(false);
    }
  };

  return (
    <Card className="p-4 tablet:p-6">
      <h2 className="text-lg font-semibold">Unblock a staff login</h2>
      <p className="mt-1 text-[15px] text-muted">
        Four wrong passwords block an employee code for 30 minutes. As the administrator you can
        lift the block now.
      </p>
      <form
        className="mt-4 grid gap-4 tablet:grid-cols-[1fr_auto] tablet:items-end"
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <Field label="Employee Code">
          {(control) => (
            <Input
              {...control}
              name="unblockEmployeeCode"
              verbatim
              value={employeeCode}
              maxLength={20}
              onChange={(event) => {
                setEmployeeCode(event.target.value);
                setOutcome(null);
              }}
            />
          )}
        </Field>
        <Button type="submit" variant="secondary" loading={pending}>
          Unblock
        </Button>
      </form>
      {outcome && (
        <div className="mt-4">
          <Alert tone={outcome.tone}>{outcome.text}</Alert>
        </div>
      )}
    </Card>
  );
}
