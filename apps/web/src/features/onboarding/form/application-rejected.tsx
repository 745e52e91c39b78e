import type { loadEsignDetailCall, ReplyOf } from '@cdesk/domain';
import { ShieldX } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../ui/button-link';
import { NoticeScreen } from '../../../ui/notice-screen';
import { regPath, useRegArea } from '../reg-area';

export type Detail = ReplyOf<typeof loadEsignDetailCall>;

export interface DecidedProps {
  detail: Detail;
  application: ReactNode;
  helpLine: ReactNode;
}

const dayOf = (iso: string) => {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return d && m && y ? `${d}-${m}-${y}` : '';
};

/** A signed application that staff did not approve: the reason and the day it was decided. */
export function ApplicationRejected({ detail, application, helpLine }: DecidedProps) {
  const area = useRegArea();
  return (
    <NoticeScreen
      icon={ShieldX}
      tone="loss"
      eyebrow="Application not approved"
      title="Your application was not approved"
      actions={
        <ButtonLink to={regPath(area, 'createlogin/search-login')}>Your applications</ButtonLink>
      }
      className="px-0 tablet:px-0"
    >
      <p>Application {application} was reviewed and not approved.</p>
      {detail.review && (
        <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted">Reason</dt>
          <dd className="font-medium text-text">
            {detail.review.reason}
            {detail.review.reasonCode && (
              <span className="figures text-muted"> ({detail.review.reasonCode})</span>
            )}
          </dd>
          <dt className="text-muted">Decided on</dt>
          <dd className="figures">{dayOf(detail.review.decidedAt)}</dd>
        </dl>
      )}
      <p className="mt-3">
        To open your account, start a new application, or call us and quote your application number.
      </p>
      {helpLine}
    </NoticeScreen>
  );
}
