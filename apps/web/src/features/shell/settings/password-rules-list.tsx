import { passwordRules } from '@cdesk/domain';
import { Check, Circle } from 'lucide-react';
import { cx } from '../../../ui/cx';

/** The password rules with a live tick for each one the new password meets. */
export function PasswordRulesList({ password }: { password: string }) {
  return (
    <div className="rounded-card bg-subtle p-4">
      <p id="password-rules" className="text-sm font-semibold text-text">
        Your new password must have
      </p>
      <ul className="mt-2 flex flex-col gap-1.5 text-sm" aria-labelledby="password-rules">
        {passwordRules.map((rule) => {
          const met = password !== '' && rule.test(password);
          return (
            <li
              key={rule.id}
              className={cx('flex items-center gap-2', met ? 'text-gain' : 'text-muted')}
            >
              {met ? (
                <Check aria-hidden className="size-4 shrink-0" />
              ) : (
                <Circle aria-hidden className="size-4 shrink-0" />
              )}
              <span>
                {rule.text}
                <span className="sr-only">{met ? ' (met)' : ' (not met yet)'}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
