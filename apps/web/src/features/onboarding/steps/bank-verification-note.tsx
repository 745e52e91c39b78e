import { BadgeCheck, CircleAlert } from 'lucide-react';
import type { Verification } from './use-bank-details';

/** What the bank said about the account: the name it holds and whether it matches. */
export function BankVerificationNote({
  verification: shownVerification,
}: {
  verification: Verification;
}) {
  return (
    <div
      role="status"
      className={`flex items-start gap-3 rounded-card border p-4 text-sm ${
        !shownVerification.verified
          ? 'border-loss/40 bg-loss-soft'
          : shownVerification.nameMatches
            ? 'border-gain/40 bg-gain-soft'
            : 'border-warning/40 bg-warning-soft'
      }`}
    >
      {shownVerification.verified && shownVerification.nameMatches ? (
        <BadgeCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-gain" />
      ) : (
        <CircleAlert
          aria-hidden
          className={`mt-0.5 size-5 shrink-0 ${shownVerification.verified ? 'text-warning' : 'text-loss'}`}
        />
      )}
      <div className="flex flex-col gap-1">
        {shownVerification.verified && (
          <p>
            Name at the bank:{' '}
            <span className="font-semibold text-text">{shownVerification.nameAtBank}</span>
          </p>
        )}
        <p className="text-muted">{shownVerification.message}</p>
      </div>
    </div>
  );
}
