import { daysBetween, formatDate, formatPaise, type TNfoItem } from '@cdesk/domain';
import { CalendarClock, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../ui/button-link';
import { Card } from '../../../ui/card';
import { cx } from '../../../ui/cx';
import { navText, RiskBadge } from '../schemes/figures';
import { insightPath, nfoBuyPath } from '../../../lib/paths';

function windowText(nfo: TNfoItem, asOnDate: string): string {
  if (nfo.status === 'UPCOMING') return `Opens on ${formatDate(nfo.openDate)}`;
  if (nfo.status === 'CLOSED') return `Closed on ${formatDate(nfo.closeDate)}`;
  const days = daysBetween(asOnDate, nfo.closeDate);
  if (days === 0) return 'Closes today';
  return `Closes in ${days} ${days === 1 ? 'day' : 'days'}, on ${formatDate(nfo.closeDate)}`;
}

const statusLook = {
  OPEN: 'bg-gain-soft text-gain',
  UPCOMING: 'bg-info-soft text-info',
  CLOSED: 'bg-subtle text-muted',
} as const;
const statusLabel = { OPEN: 'Open', UPCOMING: 'Upcoming', CLOSED: 'Closed' } as const;

/** One new fund offer: what it is, its window, what it takes, and how to buy it while open. */
export function NfoCard({
  nfo,
  asOnDate,
  emfRestricted,
}: {
  nfo: TNfoItem;
  asOnDate: string;
  emfRestricted: boolean;
}) {
  const facts: [string, string][] = [
    ['Offer price', navText(nfo.offerNav)],
    ['Minimum investment', formatPaise(nfo.minLumpsumPaise)],
    ['Minimum SIP', nfo.sipAllowed ? formatPaise(nfo.minSipPaise) : 'No SIP'],
    ['Exit load', nfo.exitLoad],
  ];
  return (
    <Card className="p-4 tablet:p-5" data-testid="nfo-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-[15px] leading-snug font-semibold text-text tablet:text-base">
            <Link
              to={insightPath(nfo.schCode)}
              className="rounded-sm hover:text-brand hover:underline"
            >
              {nfo.schName}
            </Link>
          </h3>
          <p className="mt-1 text-sm text-muted">
            {nfo.amc} · {nfo.subType} · {nfo.plan === 'DIRECT' ? 'Direct' : 'Regular'} ·{' '}
            {nfo.option === 'IDCW' ? 'IDCW' : 'Growth'}
          </p>
        </div>
        <span
          className={cx('rounded-md px-2 py-0.5 text-xs font-semibold', statusLook[nfo.status])}
        >
          {statusLabel[nfo.status]}
        </span>
      </div>
      <p className="mt-3 flex items-center gap-2 text-sm font-medium text-text">
        <CalendarClock aria-hidden className="size-4 shrink-0 text-muted" />
        <span>
          <span className="figures">
            {formatDate(nfo.openDate)} to {formatDate(nfo.closeDate)}
          </span>
          <span className="text-muted"> · {windowText(nfo, asOnDate)}</span>
        </span>
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3 tablet:grid-cols-5">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="figures text-[15px] font-semibold text-text">{value}</dd>
          </div>
        ))}
        <div>
          <dt className="text-xs text-muted">Risk</dt>
          <dd className="mt-0.5">
            <RiskBadge label={nfo.riskometerVal} level={nfo.riskLevel} />
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-muted">Benchmark: {nfo.benchmark}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        {nfo.status === 'OPEN' && !emfRestricted && (
          <>
            <ButtonLink
              to={nfoBuyPath(nfo.schCode)}
              className="flex-1 whitespace-nowrap tablet:flex-none"
              aria-label={`Invest in ${nfo.schName}`}
            >
              Invest
            </ButtonLink>
            {nfo.sipAllowed && (
              <ButtonLink
                variant="secondary"
                to={nfoBuyPath(nfo.schCode, 'sip')}
                className="flex-1 whitespace-nowrap tablet:flex-none"
                aria-label={`Start SIP in ${nfo.schName}`}
              >
                Start SIP
              </ButtonLink>
            )}
          </>
        )}
        <ButtonLink
          variant="ghost"
          to={insightPath(nfo.schCode)}
          className="px-2 whitespace-nowrap tablet:px-3"
          aria-label={`Details of ${nfo.schName}`}
        >
          Details
          <ChevronRight aria-hidden className="size-4" />
        </ButtonLink>
      </div>
    </Card>
  );
}
