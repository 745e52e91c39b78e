import { Button } from '../../ui/button';
import { WizardFrame, type WizardStage } from './wizard-frame';

interface LoadFailureProps {
  title: string;
  stage: WizardStage;
  message: string;
  onRetry: () => void;
  onBack?: () => void;
}

/** A screen whose data did not come: the server's words, and a way to try again. */
export function LoadFailure({ title, stage, message, onRetry, onBack }: LoadFailureProps) {
  return (
    <WizardFrame
      title={title}
      stage={stage}
      error={message}
      actions={
        <>
          {onBack && (
            <Button variant="secondary" onClick={onBack}>
              Back
            </Button>
          )}
          <Button onClick={onRetry}>Try again</Button>
        </>
      }
    >
      <p className="text-[15px] text-muted">This step could not be loaded.</p>
    </WizardFrame>
  );
}
