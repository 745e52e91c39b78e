import { changePinCall, pinChangeProblem, pinLength, type TChangePinRequest } from '@cdesk/domain';
import { useState, type FormEvent } from 'react';
import { ApiError, gatewayPost } from '../../../lib/api';
import { useAction } from '../../../lib/use-action';
import { PinField } from '../../../ui/pin-field';
import { SettingsForm } from './settings-form';

const empty: TChangePinRequest = { oldPin: '', newPin: '', confirmPin: '' };

const fields = [
  { name: 'oldPin', label: 'Current PIN', autoComplete: 'current-password' },
  { name: 'newPin', label: 'New PIN', autoComplete: 'new-password' },
  { name: 'confirmPin', label: 'Confirm new PIN', autoComplete: 'new-password' },
] as const;

/** login/changePin: the 4-digit PIN that authorises mappings and transactions. */
export function ChangePinForm() {
  const [form, setForm] = useState(empty);
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState('');
  const { run, pending, error } = useAction<'save'>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = pinChangeProblem(form);
    setProblem(found ?? '');
    setDone('');
    if (found) return;
    void run('save', async () => {
      const reply = await gatewayPost(changePinCall, form);
      if (!reply.isSuccess) throw new ApiError(reply.displayMessage, 200, reply.errCode);
      setForm(empty);
      setDone(reply.displayMessage);
    });
  }

  return (
    <SettingsForm
      onSubmit={submit}
      intro={
        <p className="text-sm text-muted">
          Your PIN has {pinLength} digits. Avoid repeated or consecutive digits such as 1111 or
          1234.
        </p>
      }
      done={done}
      problem={problem || error || ''}
      saving={pending === 'save'}
      submitLabel="Change PIN"
    >
      {fields.map((field) => (
        <PinField
          key={field.name}
          label={field.label}
          name={field.name}
          autoComplete={field.autoComplete}
          maxLength={pinLength}
          value={form[field.name]}
          onDigits={(value) => {
            setForm((current) => ({ ...current, [field.name]: value }));
            setProblem('');
            setDone('');
          }}
        />
      ))}
    </SettingsForm>
  );
}
