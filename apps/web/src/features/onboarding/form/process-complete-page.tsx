import { applicationStatuses, loadEsignDetailCall, type ReplyOf } from '@cdesk/domain';
import { CircleCheck, ClipboardCheck, Download, ShieldX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { saveFile } from '../../../lib/gateway-file';
import { Button } from '../../../ui/button';
import { ButtonLink } from '../../../ui/button-link';
import { NoticeScreen } from '../../../ui/notice-screen';
import { Skeleton } from '../../../ui/skeleton';
import { regPath, useRegArea } from '../reg-area';
import { regCall } from '../reg-gateway';
import { useRegState } from '../reg-state';
import { useHelpNo } from '../use-help-no';
import { ChangeApplication } from './change-application';
import { useFormFile } from './use-form-file';

type Detail = ReplyOf<typeof loadEsignDetailCall>;

const dayOf = (iso: string) => {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return d && m && y ? `${d}-${m}-${y}` : '';
};

/**
 * /tradereg/process-complete (screen -1): where a signed application stands. Under review: what
 * happens next. Rejected by staff: the reason. Approved: the account number and the login.
 */
export function ProcessCompletePage() {
  const { refNo, refToken } = useRegState();
  const area = useRegArea();
  const helpNo = useHelpNo();
  const [detail, setDetail] = useState<Detail | null>(null);
  const [loaded, setLoaded] = useState(!refToken);
  const signed = useFormFile(Boolean(detail?.txnId));

  useEffect(() => {
    if (!refToken) return;
    const controller = new AbortController();
    regCall(loadEsignDetailCall, {}, { signal: controller.signal }).then(
      (found) => {
        setDetail(found);
        setLoaded(true);
      },
      () => !controller.signal.aborted && setLoaded(true),
    );
    return () => controller.abort();
  }, [refToken]);

  if (!loaded)
    return (
      <div className="mx-auto flex w-full max-w-xl flex-col gap-3 py-6">
        <Skeleton className="h-12 w-12 rounded-full" />
        <Skeleton className="h-7 w-2/3" />
        <Skeleton className="h-24 w-full" />
      </div>
    );

  const number = detail?.refNo ?? refNo;
  const application = number ? (
    <span className="figures font-semibold text-text select-all">{number}</span>
  ) : null;
  const helpLine = (
    <p className="mt-3">
      Help line: <span className="figures font-medium text-text">{helpNo}</span>
    </p>
  );
  const download = signed.blob && (
    <Button
      variant="secondary"
      onClick={() => saveFile(signed.blob!, `ewealth-form-${number}-esigned.pdf`)}
    >
      <Download aria-hidden className="size-4" />
      Signed form
    </Button>
  );

  if (detail?.applicationStatus === applicationStatuses.rejected)
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
          To open your account, start a new application, or call us and quote your application
          number.
        </p>
        {helpLine}
      </NoticeScreen>
    );

  if (detail?.applicationStatus === applicationStatuses.approved)
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

  return (
    <NoticeScreen
      icon={detail ? ClipboardCheck : CircleCheck}
      tone="gain"
      eyebrow={detail ? 'Under review' : undefined}
      title={detail ? 'Your application is under review' : 'Registration complete'}
      actions={
        <>
          <ButtonLink to="/login">Go to login</ButtonLink>
          {download}
          {detail && <ChangeApplication />}
        </>
      }
      className="px-0 tablet:px-0"
    >
      {application && (
        <p>
          Application {application} is signed and submitted
          {detail?.signedOn && <span className="figures"> on {detail.signedOn}</span>}.
        </p>
      )}
      <ol className="mt-3 flex list-decimal flex-col gap-1.5 pl-5 text-left">
        <li>Our team reviews your application and your e-signed form.</li>
        <li>
          Once it is approved, your wealth account number and how to log in are sent to your mobile
          and e-mail.
        </li>
        <li>If something needs correcting, we tell you why, and you can see it on this page.</li>
      </ol>
      {helpLine}
    </NoticeScreen>
  );
}
