import { authMessages, type TValidateAuthResponse } from '@cdesk/domain';
import { CircleCheck, CircleX, Clock, Link2Off, type LucideIcon } from 'lucide-react';
import { useAppSelector } from '../../../lib/store';
import { ButtonLink } from '../../../ui/button-link';
import type { BadgeTone } from '../../../ui/icon-badge';
import { NoticeScreen } from '../../../ui/notice-screen';
import { pendingListPath } from '../auth-paths';

type RefusedState = Exclude<TValidateAuthResponse['state'], 'PENDING'>;

const looks: Record<RefusedState, { icon: LucideIcon; tone: BadgeTone; title: string }> = {
  INVALID: { icon: Link2Off, tone: 'loss', title: 'This link cannot be used' },
  EXPIRED: { icon: Clock, tone: 'warning', title: 'This link has expired' },
  USED: { icon: Link2Off, tone: 'muted', title: 'This link has already been used' },
  AUTHORISED: { icon: CircleCheck, tone: 'gain', title: 'Already authorised' },
  REJECTED: { icon: CircleX, tone: 'muted', title: 'Already rejected' },
};

const fallback: Record<RefusedState, string> = {
  INVALID: authMessages.linkInvalid,
  EXPIRED: authMessages.linkExpired,
  USED: authMessages.linkUsed,
  AUTHORISED: authMessages.notPending,
  REJECTED: authMessages.notPending,
};

/**
 * An authorise link that cannot be acted on (tampered, expired, used, already decided): a page of
 * its own that says so, rather than a redirect home.
 */
export function LinkRefusal({ state, message }: { state: RefusedState; message: string }) {
  const isLogin = useAppSelector((s) => s.access.is_login);
  const look = looks[state];
  return (
    <NoticeScreen
      icon={look.icon}
      tone={look.tone}
      eyebrow="Transaction authorisation"
      title={look.title}
      actions={
        isLogin ? (
          <>
            <ButtonLink to={pendingListPath}>Pending transactions</ButtonLink>
            <ButtonLink to="/" variant="secondary">
              Go to home
            </ButtonLink>
          </>
        ) : (
          <ButtonLink to="/login">Go to login</ButtonLink>
        )
      }
    >
      <p role="alert">{message || fallback[state]}</p>
    </NoticeScreen>
  );
}
