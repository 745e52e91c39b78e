import type { ReactNode } from 'react';
import { StepIndicator } from '../../../ui/step-indicator';

export const closureSteps = ['Request', 'Review', 'Sign'] as const;

interface ClosureFrameProps {
  /** The step shown by the indicator; none on the pending-request and done screens. */
  step?: number;
  children: ReactNode;
}

/** The account closure page: its title, what closing means, and the step the investor is on. */
export function ClosureFrame({ step, children }: ClosureFrameProps) {
  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-8 tablet:px-6 tablet:py-10">
      <h1 className="text-2xl font-semibold tracking-tight tablet:text-3xl">Account closure</h1>
      <p className="mt-1.5 max-w-2xl text-muted">
        Close your E-Wealth account and its demat account. Once you sign the request, the account
        can no longer be used to log in or to transact.
      </p>
      <div className="mt-8 flex max-w-2xl flex-col gap-6">
        {step !== undefined && <StepIndicator steps={closureSteps} current={step} />}
        {children}
      </div>
    </main>
  );
}
