import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { Field } from './field';
import { IconButton } from './icon-button';
import { Input } from './input';

export interface PasswordFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'id'> {
  label: string;
  error?: string;
}

export function PasswordField({ label, error, className, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} error={error} className={className}>
      {(control) => (
        <div className="relative">
          <Input {...control} {...props} type={visible ? 'text' : 'password'} className="pr-12" />
          <IconButton
            label={visible ? 'Hide password' : 'Show password'}
            icon={visible ? EyeOff : Eye}
            aria-controls={control.id}
            onClick={() => setVisible((shown) => !shown)}
            className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-card text-muted hover:text-text"
          />
        </div>
      )}
    </Field>
  );
}
