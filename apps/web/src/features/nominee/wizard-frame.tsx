import type { FormEventHandler, ReactNode } from 'react';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { StepIndicator } from '../../ui/step-indicator';

/** The stages a person recognises; the many screen codes fold into these few. */
export const wizardStages = ['Preference', 'Nominees', 'Shares', 'Sign'] as const;
export type WizardStage = (typeof wizardStages)[number];

interface WizardFrameProps {
  title: string;
  /** A line under the title, e.g. the nominee's name on the address screens. */
  subtitle?: ReactNode;
  stage: WizardStage;
  /** The server's displayMessage of the last failed call, shown under the form. */
  error?: string;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
  /** Where the screen offers Back: its button comes first. */
  onBack?: () => void;
  /** The screen's other buttons; on a phone they stick to the bottom with Back and submit. */
  actions?: ReactNode;
  /** The words of the submit button, which comes last; without them there is none. */
  submitLabel?: ReactNode;
  submitting?: boolean;
}

/** One wizard screen: the step indicator, a titled card holding the form, and its buttons. */
export function WizardFrame({
  title,
  subtitle,
  stage,
  error,
  onSubmit,
  children,
  onBack,
  actions,
  submitLabel,
  submitting = false,
}: WizardFrameProps) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <StepIndicator steps={wizardStages} current={wizardStages.indexOf(stage)} />
      <Card className="shadow-sm">
        <form noValidate onSubmit={onSubmit} className="flex flex-col">
          <div className="flex flex-col gap-1 border-b border-border px-4 py-4 tablet:px-6">
            <h2 className="text-lg font-semibold tracking-tight uppercase tablet:text-xl">
              {title}
            </h2>
            {subtitle && <p className="text-sm text-muted">{subtitle}</p>}
          </div>
          <div className="flex flex-col gap-5 px-4 py-5 tablet:px-6">
            {children}
            {error && <Alert tone="error">{error}</Alert>}
          </div>
          <div className="sticky bottom-0 z-10 flex flex-col-reverse gap-3 rounded-b-card border-t border-border bg-surface px-4 py-3 tablet:static tablet:flex-row tablet:justify-end tablet:px-6 tablet:py-4">
            {onBack && (
              <Button variant="secondary" onClick={onBack}>
                Back
              </Button>
            )}
            {actions}
            {submitLabel && (
              <Button type="submit" loading={submitting}>
                {submitLabel}
              </Button>
            )}
          </div>
        </form>
      </Card>
    </div>
  );
}
