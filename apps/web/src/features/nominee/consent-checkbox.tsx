import type { ComponentProps } from 'react';
import { Checkbox } from '../../ui/checkbox';

interface ConsentCheckboxProps extends ComponentProps<typeof Checkbox> {
  /** The schema's message while the consent is missing. */
  error: unknown;
}

/** A consent the person has to give before signing. */
export function ConsentCheckbox({ error, ...props }: ConsentCheckboxProps) {
  return (
    <div>
      <Checkbox {...props} />
      {typeof error === 'string' && <p className="text-sm font-medium text-loss">{error}</p>}
    </div>
  );
}
