import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../ui/alert';
import { Skeleton } from '../../../ui/skeleton';
import { ApplicationAccounts } from './application-accounts';
import { ApplicationFiles } from './application-files';
import { ApplicationHolders } from './application-holders';
import { ApplicationNominees } from './application-nominees';
import { DecisionPanel } from './decision-panel';
import { Section } from './review-parts';
import { staffPaths } from './staff-gateway';
import { useApplicationDetail } from './use-application-detail';

/** One application as the reviewer opens it: holders, bank, mandate, nominees, files, decision. */
export function StaffApplicationPage() {
  const { refNo = '' } = useParams();
  const { detail, error, load } = useApplicationDetail(refNo);

  const back = (
    <Link
      to={staffPaths.applications}
      className="inline-flex min-h-11 items-center gap-2 text-[15px] font-medium text-brand"
    >
      <ArrowLeft aria-hidden className="size-4" />
      Applications
    </Link>
  );
  if (error && !detail)
    return (
      <div className="flex flex-col gap-4">
        {back}
        <Alert tone="error">{error}</Alert>
      </div>
    );
  if (!detail)
    return (
      <div className="flex flex-col gap-4" aria-busy>
        {back}
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  const { application: app, bank, mandate } = detail;
  return (
    <div className="flex flex-col gap-4">
      {back}
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold">
          Application <span className="figures">{app.refNo}</span>
        </h1>
        <p className="text-[15px] text-muted">
          Entered <span className="figures text-text">{app.entryDate}</span> · {app.accountType} ·{' '}
          <span className="font-medium text-text">
            {app.statusCode ? `${app.statusCode} ` : ''}
            {app.statusText}
          </span>
        </p>
      </div>
      <div className="grid gap-4 desktop:grid-cols-[1fr_360px] desktop:items-start">
        <div className="flex flex-col gap-4">
          <ApplicationHolders detail={detail} />
          <ApplicationAccounts bank={bank} mandate={mandate} />
          <ApplicationNominees detail={detail} />
          <Section title="Photo, documents and signature">
            <ApplicationFiles refNo={app.refNo} files={detail.files} />
          </Section>
        </div>
        <DecisionPanel detail={detail} onDecided={load} />
      </div>
    </div>
  );
}
