import type { TGetPartnerCompanyDetailResponse } from '@cdesk/domain';
import { useLocation } from 'react-router';
import { Alert } from '../../../ui/alert';
import { Card } from '../../../ui/card';
import { FactList } from '../../../ui/fact-list';
import { Skeleton } from '../../../ui/skeleton';
import { PartnerCard } from './partner-card';
import type { ContactState } from './partner-view';
import { usePartnerCompany, usePartnerProfile } from './use-partner';

function isContactState(value: unknown): value is ContactState {
  return typeof value === 'object' && value !== null && 'partnerDetails' in value;
}

function Facts({ company }: { company: TGetPartnerCompanyDetailResponse }) {
  const details: [string, string][] = [
    ['Branch code', company.brcode],
    ['City', company.city],
    ['State', company.state],
    ['Expertise', company.expertise],
    ['Experience', company.experience],
    ['Qualification', company.qualification],
    ...company.licenses.map((licence): [string, string] => [licence.name, licence.value]),
  ];
  const rows = details.filter(([, value]) => value.trim());
  return (
    <FactList
      facts={rows}
      className="grid gap-x-6 gap-y-3 text-[15px] tablet:grid-cols-[max-content_1fr]"
      rowClassName="contents"
      labelClassName="text-sm text-muted tablet:text-[15px]"
      valueClassName="-mt-2 font-medium text-text tablet:mt-0"
    />
  );
}

/**
 * /contact, My Wealth Partner (spec 1 section 2.4): the partner as the popup passed it in navigation
 * state, or loaded here when the page is opened directly, with the full details beside it.
 */
export function ContactPage() {
  const { state } = useLocation();
  const passed = isContactState(state) ? state.partnerDetails : undefined;
  const loaded = usePartnerProfile();
  const partner = passed ? ({ status: 'ready', data: passed } as const) : loaded;
  const company = usePartnerCompany();
  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-6 tablet:px-6 tablet:py-8">
      <h1 className="text-2xl font-semibold tracking-tight">My Wealth Partner</h1>
      <div className="mt-6 grid items-start gap-6 desktop:grid-cols-[380px_minmax(0,1fr)]">
        <Card className="p-5">
          {partner.status === 'loading' && <Skeleton className="h-48" />}
          {partner.status === 'error' && <Alert tone="error">{partner.message}</Alert>}
          {partner.status === 'ready' && <PartnerCard partner={partner.data} />}
        </Card>
        <Card className="p-5">
          <h2 className="mb-4 text-lg font-semibold">About your partner</h2>
          {company.status === 'loading' && (
            <div className="space-y-3">
              {['w-2/3', 'w-1/2', 'w-3/4', 'w-1/3'].map((width) => (
                <Skeleton key={width} className={`h-5 ${width}`} />
              ))}
            </div>
          )}
          {company.status === 'error' && <Alert tone="error">{company.message}</Alert>}
          {company.status === 'ready' && <Facts company={company.data} />}
        </Card>
      </div>
    </main>
  );
}
