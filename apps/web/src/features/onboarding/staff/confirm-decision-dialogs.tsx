import { reviewLabels } from '@cdesk/domain';
import { MessageDialog } from '../../../ui/dialog';

interface ConfirmDecisionDialogsProps {
  asking: 'approve' | 'reject' | null;
  pending: boolean;
  applicant: string;
  rejectReason: string | undefined;
  onApprove: () => void;
  onReject: () => void;
  onClose: () => void;
}

/** The question asked before an application is approved or rejected. */
export function ConfirmDecisionDialogs({
  asking,
  pending,
  applicant,
  rejectReason,
  onApprove,
  onReject,
  onClose,
}: ConfirmDecisionDialogsProps) {
  return (
    <>
      <MessageDialog
        open={asking === 'approve'}
        title="Approve this application?"
        confirmLabel={reviewLabels.approve}
        cancelLabel="Cancel"
        pending={pending}
        onConfirm={onApprove}
        onClose={onClose}
      >
        A wealth account is opened for {applicant} with the bank, mandate and nominees shown, and
        the login details are sent to the applicant.
      </MessageDialog>
      <MessageDialog
        open={asking === 'reject'}
        title="Reject this application?"
        confirmLabel={reviewLabels.reject}
        cancelLabel="Cancel"
        pending={pending}
        onConfirm={onReject}
        onClose={onClose}
      >
        The applicant is told: {rejectReason}.
      </MessageDialog>
    </>
  );
}
