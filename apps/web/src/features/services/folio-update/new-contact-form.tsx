import { folioChangeFieldLabels, type FolioChangeType } from '@cdesk/domain';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';

const newLabel = (type: FolioChangeType) =>
  type === 'MOBILE' ? 'New mobile number' : 'New e-mail ID';

interface NewContactFormProps {
  type: FolioChangeType;
  value: string;
  error: string;
  actionError: string;
  sending: boolean;
  onChange: (value: string) => void;
  onSend: () => void;
}

/** The new mobile number or e-mail ID, and Send OTP. */
export function NewContactForm({
  type,
  value,
  error,
  actionError,
  sending,
  onChange,
  onSend,
}: NewContactFormProps) {
  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <Field
        label={newLabel(type)}
        error={error}
        hint={`An OTP will be sent to the new ${folioChangeFieldLabels[type]} to confirm it.`}
      >
        {(control) => (
          <Input
            {...control}
            type={type === 'MOBILE' ? 'tel' : 'email'}
            inputMode={type === 'MOBILE' ? 'numeric' : 'email'}
            autoComplete={type === 'MOBILE' ? 'tel-national' : 'email'}
            maxLength={type === 'MOBILE' ? 10 : 75}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </Field>
      {actionError && <Alert tone="error">{actionError}</Alert>}
      <Button type="submit" className="tablet:self-start" loading={sending}>
        Send OTP
      </Button>
    </form>
  );
}
