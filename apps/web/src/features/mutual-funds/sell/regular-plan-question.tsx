import { sellMessages } from '@cdesk/domain';
import { lazy, Suspense } from 'react';

const MessageDialog = lazy(async () => ({
  default: (await import('../../../ui/dialog')).MessageDialog,
}));

interface RegularPlanQuestionProps {
  /** The scheme money leaves and the one it goes to, each with its plan and option. */
  from: string;
  to: string;
  onYes: () => void;
  onNo: () => void;
}

/** One question before money leaves a Direct plan for a Regular one, with why it matters. */
export function RegularPlanQuestion({ from, to, onYes, onNo }: RegularPlanQuestionProps) {
  return (
    <Suspense fallback={null}>
      <MessageDialog
        open
        title={sellMessages.directToRegularTitle}
        confirmLabel={sellMessages.directToRegularYes}
        cancelLabel={sellMessages.directToRegularNo}
        onConfirm={onYes}
        onClose={onNo}
      >
        {sellMessages.directToRegularQuestion(from, to)}
      </MessageDialog>
    </Suspense>
  );
}
