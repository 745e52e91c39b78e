import { applicationStatuses } from '@cdesk/domain';
import { CircleCheck, ClipboardCheck, Download } from 'lucide-react';
import { saveFile } from '../../../lib/gateway-file';
import { Button } from '../../../ui/button';
import { ButtonLink } from '../../../ui/button-link';
import { NoticeScreen } from '../../../ui/notice-screen';
import { Skeleton } from '../../../ui/skeleton';
import { useRegState } from '../reg-state';
import { useHelpNo } from '../use-help-no';
import { ApplicationApproved } from './application-approved';
import { ApplicationRejected } from './application-rejected';
import { ChangeApplication } from './change-application';
import { useFormFile } from './use-form-file';
import { useSignedApplication } from './use-signed-application';

/**
 * /tradereg/process-complete (screen -1): where a signed application stands. Under review: what
 * happens next. Rejected by staff: the reason. Approved: the account number and the login.
 */
export function ProcessCompletePage() {
  const { refNo, refToken } = useRegState();
  const helpNo = useHelpNo();
  const { detail, loaded } = useSignedApplication(refToken);
  const signed = useFormFile(Boolean(detail?.txnId));

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
    return <ApplicationRejected detail={detail} application={application} helpLine={helpLine} />;

  if (detail?.applicationStatus === applicationStatuses.approved)
    return <ApplicationApproved detail={detail} application={application} helpLine={helpLine} />;

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
