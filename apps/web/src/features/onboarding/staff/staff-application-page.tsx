import {
  fetchRefnoDetailCall,
  formatPaise,
  showDate,
  type TFetchRefnoDetailResponse,
} from '@cdesk/domain';
import { ArrowLeft } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { Alert } from '../../../ui/alert';
import { Card } from '../../../ui/card';
import { Skeleton } from '../../../ui/skeleton';
import { ApplicationFiles } from './application-files';
import { DecisionPanel } from './decision-panel';
import { staffCall, staffPaths } from './staff-gateway';

type Detail = TFetchRefnoDetailResponse;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card className="p-4 tablet:p-6">
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="mt-3">{children}</div>
    </Card>
  );
}

function Facts({ rows }: { rows: Array<[string, string]> }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-[15px] tablet:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-col">
          <dt className="text-sm text-muted">{label}</dt>
          <dd className="figures break-words text-text">{value || '-'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One application as the reviewer opens it: holders, bank, mandate, nominees, files, decision. */
export function StaffApplicationPage() {
  const { refNo = '' } = useParams();
  const [detail, setDetail] = useState<Detail | null>(null);
  const [error, setError] = useState('');
  const load = useCallback(async () => {
    try {
      setDetail(await staffCall(fetchRefnoDetailCall, { refNo }));
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }, [refNo]);
  useEffect(() => {
    void load();
  }, [load]);

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
          <Section title="Holders">
            <ul className="flex flex-col gap-4">
              {detail.holders.map((h) => (
                <li key={h.role}>
                  <p className="mb-2 text-sm font-semibold text-muted uppercase">{h.label}</p>
                  <Facts
                    rows={[
                      ['Name', h.name],
                      ['PAN', h.pan],
                      ['Date of birth', h.dob],
                      ['Mobile', h.mobile],
                      ['Email', h.email],
                    ]}
                  />
                </li>
              ))}
            </ul>
          </Section>
          <Section title="Bank">
            {bank ? (
              <Facts
                rows={[
                  ['Bank', `${bank.bankName}, ${bank.branch}`],
                  ['IFSC / MICR', `${bank.ifsc} / ${bank.micr}`],
                  ['Account', `${bank.accountNo} (${bank.accountType})`],
                  ['Verified', bank.verified ? `Yes, in the name of ${bank.nameAtBank}` : 'No'],
                ]}
              />
            ) : (
              <p className="text-[15px] text-muted">No bank details were saved.</p>
            )}
          </Section>
          <Section title="Mandate">
            {mandate?.emandate ? (
              <Facts
                rows={[
                  ['Mandate', `${mandate.mandateType} through ${mandate.provider}`],
                  ['Number', mandate.mandateNo],
                  ['Upper limit', formatPaise(mandate.upperLimitPaise)],
                  [
                    'Period',
                    mandate.endDate
                      ? `${showDate(mandate.startDate)} to ${showDate(mandate.endDate)}`
                      : `From ${showDate(mandate.startDate)}, until cancelled`,
                  ],
                  ['Status', mandate.status],
                ]}
              />
            ) : (
              <p className="text-[15px] text-muted">The applicant goes on without a mandate.</p>
            )}
          </Section>
          <Section title="Nominees">
            {detail.nominees.length > 0 ? (
              <ul className="flex flex-col gap-3">
                {detail.nominees.map((n) => (
                  <li key={n.slot}>
                    <Facts
                      rows={[
                        [`Nominee ${n.slot}`, n.name],
                        ['Relation, share', `${n.relation}, ${n.share}%`],
                        ['Date of birth', n.dob],
                        ['Guardian', n.guardianName],
                      ]}
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-[15px] text-muted">The applicant opted out of nomination.</p>
            )}
          </Section>
          <Section title="Photo, documents and signature">
            <ApplicationFiles refNo={app.refNo} files={detail.files} />
          </Section>
        </div>
        <DecisionPanel detail={detail} onDecided={load} />
      </div>
    </div>
  );
}
