import { formatDate, type TSchemeListItem } from '@cdesk/domain';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../ui/button-link';
import { Card } from '../../../ui/card';
import { Skeleton } from '../../../ui/skeleton';
import { navText, ReturnFigure, RiskBadge } from './figures';
import { InvestButtons } from './invest-buttons';
import { insightPath } from '../../../lib/paths';
import { HeldActions } from '../sell/held-actions';
import type { HoldingRef } from '../sell/sell-paths';

function Tag({ children }: { children: string }) {
  return (
    <span className="rounded-md bg-subtle px-2 py-0.5 text-xs font-medium text-muted">
      {children}
    </span>
  );
}

/** One fund of the listing: what it is, its NAV, its year and its risk, and what to do with it. */
export function SchemeCard({
  scheme,
  held,
}: {
  scheme: TSchemeListItem;
  held?: HoldingRef | undefined;
}) {
  const canInvest = scheme.purchaseAllowed;
  return (
    <Card className="p-4 tablet:p-5" data-testid="scheme-card">
      <h2 className="text-[15px] leading-snug font-semibold text-text tablet:text-base">
        <Link
          to={insightPath(scheme.schCode)}
          className="rounded-sm hover:text-brand hover:underline"
        >
          {scheme.schName}
        </Link>
      </h2>
      <div className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1.5">
        <span className="text-sm text-muted">{scheme.amc}</span>
        <Tag>{scheme.subType}</Tag>
        <Tag>{scheme.plan === 'DIRECT' ? 'Direct' : 'Regular'}</Tag>
        <Tag>{scheme.option === 'IDCW' ? 'IDCW' : 'Growth'}</Tag>
        {scheme.isNfo && <Tag>NFO</Tag>}
      </div>
      <div className="mt-4 flex flex-col gap-4 tablet:flex-row tablet:items-end tablet:justify-between">
        <dl className="grid grid-cols-3 gap-3 tablet:w-[420px]">
          <div>
            <dt className="text-xs text-muted">NAV</dt>
            <dd className="figures text-[15px] font-semibold text-text">
              {scheme.latestNav ? navText(scheme.latestNav.latestNav) : '–'}
            </dd>
            {scheme.latestNav && (
              <dd className="figures text-xs text-muted">{formatDate(scheme.latestNav.navDate)}</dd>
            )}
          </div>
          <div>
            <dt className="text-xs text-muted">1Y return</dt>
            <dd className="text-[15px]">
              <ReturnFigure value={scheme.return1y} />
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted">Risk</dt>
            <dd className="mt-0.5">
              <RiskBadge label={scheme.riskometerVal} level={scheme.riskLevel} />
            </dd>
          </div>
        </dl>
        <div className="flex gap-2">
          {canInvest ? (
            <InvestButtons
              schCode={scheme.schCode}
              sip={scheme.sipAllowed}
              schemeName={scheme.schName}
              sipLabel="SIP"
              className="flex-1 tablet:flex-none"
            />
          ) : (
            <p className="flex-1 self-center text-sm text-muted">Not open for purchase</p>
          )}
          <ButtonLink
            variant="ghost"
            to={insightPath(scheme.schCode)}
            className="px-3"
            aria-label={`Details of ${scheme.schName}`}
          >
            Details
            <ChevronRight aria-hidden className="size-4" />
          </ButtonLink>
        </div>
      </div>
      {held && <HeldActions held={held} schemeName={scheme.schName} />}
    </Card>
  );
}

export function SchemeCardSkeleton() {
  return (
    <Card className="p-4 tablet:p-5">
      <Skeleton className="h-5 w-4/5" />
      <Skeleton className="mt-2 h-5 w-1/2" />
      <div className="mt-4 flex flex-col gap-4 tablet:flex-row tablet:justify-between">
        <div className="grid grid-cols-3 gap-3 tablet:w-[420px]">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
        <Skeleton className="h-11 tablet:w-[240px]" />
      </div>
    </Card>
  );
}
