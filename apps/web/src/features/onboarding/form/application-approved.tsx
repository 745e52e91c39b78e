import { CircleCheck } from 'lucide-react';
import { ButtonLink } from '../../../ui/button-link';
import { NoticeScreen } from '../../../ui/notice-screen';
import type { DecidedProps } from './application-rejected';

/** An approved application: the wealth account number and how to log in. */
export function ApplicationApproved({ detail, application, helpLine }: DecidedProps) {
  return (
    <NoticeScreen
      icon={CircleCheck}
      tone="gain"
      title="Your account is opened"
      actions={<ButtonLink to="/login">Log in to Client Desk</ButtonLink>}
      className="px-0 tablet:px-0"
    >
      <p>
        Application {application} is approved.
        {detail.review?.accountNo && (
          <>
            {' '}
            Your wealth account number is{' '}
            <span className="figures font-semibold text-text select-all">
              {detail.review.accountNo}
            </span>
            .
          </>
        )}
      </p>
      <p className="mt-2">
        Log in with your account number; the message sent to your mobile and e-mail says how.
      </p>
      {helpLine}
    </NoticeScreen>
  );
}
