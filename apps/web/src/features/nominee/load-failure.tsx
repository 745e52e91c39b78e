import { Button } from '../../ui/button';
import { StepSkeleton } from './step-skeleton';
import type { Loaded } from '../../lib/use-gateway-load';
import { WizardFrame, type WizardStage } from './wizard-frame';

interface NotReadyProps {
  state: Exclude<Loaded<unknown>, { status: 'ready' }>;
  title: string;
  stage: WizardStage;
  onRetry: () => void;
  onBack?: () => void;
}

/**
 * A screen whose data is not there yet: its skeleton while loading; after a failure the
 * server's words and a way to try again (or to go back).
 */
export function StepNotReady({ state, title, stage, onRetry, onBack }: NotReadyProps) {
  if (state.status === 'loading') return <StepSkeleton title={title} stage={stage} />;
  return (
    <WizardFrame
      title={title}
      stage={stage}
      error={state.message}
      onBack={onBack}
      actions={<Button onClick={onRetry}>Try again</Button>}
    >
      <p className="text-[15px] text-muted">This step could not be loaded.</p>
    </WizardFrame>
  );
}
