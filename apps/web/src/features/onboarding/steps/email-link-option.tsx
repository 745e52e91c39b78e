import { Button } from '../../../ui/button';

interface EmailLinkOptionProps {
  pending: string;
  onSend: () => void;
  onCheck: () => void;
}

/** Verifying the e-mail by a link, for a holder whose e-mail OTP did not arrive. */
export function EmailLinkOption({ pending, onSend, onCheck }: EmailLinkOptionProps) {
  return (
    <div className="flex flex-col gap-2 rounded-card bg-subtle px-4 py-3 tablet:flex-row tablet:items-center tablet:justify-between">
      <p className="text-sm text-muted">No e-mail OTP? Verify your e-mail by a link instead.</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" loading={pending === 'link'} onClick={onSend}>
          Send link
        </Button>
        <Button variant="ghost" loading={pending === 'status'} onClick={onCheck}>
          I have opened the link
        </Button>
      </div>
    </div>
  );
}
