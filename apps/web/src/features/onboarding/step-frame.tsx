import {
  hasBackButton,
  onboardingLabels,
  showsHolderPopup,
  showsStepIndicator,
} from '@cdesk/domain';
import type { FormEvent, ReactNode } from 'react';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { StepIndicator } from '../../ui/step-indicator';
import { HolderPopup } from './holder-popup';
import { useRegBusy } from './reg-gateway';
import { regStages, stageIndex } from './step-stages';
import { useStepMove } from './use-step-move';

export interface StepFrameProps {
  /** The numbered screen (2.3) this page is: it decides the indicator, Back and the popup. */
  screenId: string;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /**
   * Next: saves the step and answers the next screen id the save call gave. Without it, Next
   * goes where fetchBackNextScreen says.
   */
  onNext?: () => Promise<string | null | undefined>;
  /** Words other than Next for the main button (a verify, a send). */
  nextLabel?: string;
  hideNext?: boolean;
  /** The page's own failure, shown with the frame's. */
  error?: string | null;
  /** More buttons, between Back and Next. */
  actions?: ReactNode;
  /** Back of a screen before the application exists (the login screens); else the machine's. */
  onBack?: () => void;
}

/**
 * One account-opening screen: the create-account step indicator, the holder popup, a titled card
 * with the form, Back and Next per 2.3, a loader while any call is on its way, and the error of
 * the last failed call.
 */
export function StepFrame({
  screenId,
  title,
  subtitle,
  children,
  onNext,
  nextLabel = onboardingLabels.next,
  hideNext = false,
  error,
  actions,
  onBack,
}: StepFrameProps) {
  const busy = useRegBusy();
  const { failure, moving, move } = useStepMove(screenId, onNext);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) void move('next');
  };
  const shown = error || failure;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      {showsStepIndicator(screenId) && (
        <StepIndicator steps={regStages} current={stageIndex(screenId)} />
      )}
      <Card className="relative overflow-hidden shadow-sm">
        {busy && (
          <div
            role="progressbar"
            aria-label="Loading"
            className="absolute inset-x-0 top-0 h-1 overflow-hidden bg-brand/15"
          >
            <div className="h-full w-1/3 animate-progress bg-brand motion-reduce:w-full motion-reduce:animate-none" />
          </div>
        )}
        <form noValidate onSubmit={submit} aria-busy={busy || undefined} className="flex flex-col">
          <div className="flex flex-wrap items-start justify-between gap-3 border-b border-border px-4 py-4 tablet:px-6">
            <div className="flex min-w-0 flex-col gap-1">
              <h1 className="text-lg font-semibold tracking-tight tablet:text-xl">{title}</h1>
              {subtitle && <p className="text-sm text-muted">{subtitle}</p>}
            </div>
            {showsHolderPopup(screenId) && <HolderPopup />}
          </div>
          <div className="flex flex-col gap-5 px-4 py-5 tablet:px-6">
            {children}
            {shown && <Alert tone="error">{shown}</Alert>}
          </div>
          <div className="sticky bottom-0 z-10 flex flex-col-reverse gap-3 border-t border-border bg-surface px-4 py-3 tablet:static tablet:flex-row tablet:justify-end tablet:px-6 tablet:py-4">
            {hasBackButton(screenId) && (
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() => (onBack ? onBack() : void move('back'))}
              >
                {onboardingLabels.back}
              </Button>
            )}
            {actions}
            {!hideNext && (
              <Button type="submit" loading={moving && busy} disabled={busy}>
                {nextLabel}
              </Button>
            )}
          </div>
        </form>
      </Card>
    </div>
  );
}
