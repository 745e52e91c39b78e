import type { TClosureSigned } from '@cdesk/domain';
import { CircleCheck, FileText } from 'lucide-react';
import { Button } from '../../../ui/button';
import { buttonClasses } from '../../../ui/button-classes';
import { NoticeScreen } from '../../../ui/notice-screen';
import { logout } from '../../access';

/**
 * The signed request: the account is closed and its sessions are over, so the only ways on are the
 * request's PDF (a signed link) and leaving.
 */
export function ClosureDone({ signed }: { signed: TClosureSigned }) {
  return (
    <NoticeScreen
      icon={CircleCheck}
      tone="gain"
      eyebrow="Submitted"
      title="Account closure"
      actions={
        <>
          <a
            href={signed.closurePdf}
            target="_blank"
            rel="noreferrer"
            className={buttonClasses('secondary')}
          >
            <FileText aria-hidden className="size-4" />
            View your request (PDF)
          </a>
          <Button onClick={() => void logout()}>Log out</Button>
        </>
      }
    >
      <p role="status" className="font-medium text-text">
        {signed.message}
      </p>
      <p className="mt-2 text-sm">
        Request number <span className="figures font-medium text-text">{signed.closureReqId}</span>.
        Your account is closed from {signed.closedOn}: it can no longer be used to log in or to
        transact. Your wealth partner will complete the closure with the depository.
      </p>
    </NoticeScreen>
  );
}
