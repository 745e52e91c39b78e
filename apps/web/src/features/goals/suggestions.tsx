import { formatDate, formatPaise, type TGetInvestSuggestionsResponse } from '@cdesk/domain';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import { InvestButtons, navText, ReturnFigure, RiskBadge } from '../mutual-funds';
import { insightPath } from '../../lib/paths';

type Group = TGetInvestSuggestionsResponse['groups'][number];

function SchemeSuggestion({ scheme }: { scheme: Group['schemes'][number] }) {
  return (
    <Card className="flex flex-col gap-3 p-4">
      <div>
        <h4 className="text-[15px] leading-snug font-semibold text-text">
          <Link
            to={insightPath(scheme.schCode)}
            className="rounded-sm hover:text-brand hover:underline"
          >
            {scheme.schName}
          </Link>
        </h4>
        <p className="mt-0.5 text-sm text-muted">
          {scheme.amc} · {scheme.plan === 'DIRECT' ? 'Direct' : 'Regular'} ·{' '}
          {scheme.option === 'IDCW' ? 'IDCW' : 'Growth'}
        </p>
      </div>
      <dl className="grid grid-cols-3 gap-3">
        <div>
          <dt className="text-xs text-muted">1Y return</dt>
          <dd className="text-[15px]">
            <ReturnFigure value={scheme.return1y} />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted">NAV</dt>
          <dd className="figures text-[15px] font-semibold text-text">
            {navText(scheme.latestNav.latestNav)}
          </dd>
          <dd className="figures text-xs text-muted">{formatDate(scheme.latestNav.navDate)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">Minimum</dt>
          <dd className="figures text-[15px] font-semibold text-text">
            {formatPaise(scheme.minLumpsumPaise)}
          </dd>
        </div>
      </dl>
      <RiskBadge label={scheme.riskometerVal} level={scheme.riskLevel} />
      <div className="flex gap-2">
        <InvestButtons
          schCode={scheme.schCode}
          sip={scheme.sipAllowed}
          schemeName={scheme.schName}
          className="flex-1"
        />
        <ButtonLink
          variant="ghost"
          to={insightPath(scheme.schCode)}
          className="px-3"
          aria-label={`Details of ${scheme.schName}`}
        >
          <ChevronRight aria-hidden className="size-4" />
        </ButtonLink>
      </div>
    </Card>
  );
}

/** Funds for the profile, category by category, each with its one-year return. */
export function Suggestions({ data }: { data: TGetInvestSuggestionsResponse }) {
  if (data.groups.length === 0) {
    return (
      <p className="text-muted">
        No fund within your risk profile has a year of NAV history to go by yet. Please contact your
        Wealth Partner for advice.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-8">
      {data.groups.map((group) => {
        const headingId = `suggest-${group.categoryId.toLowerCase()}`;
        return (
          <section key={group.categoryId} aria-labelledby={headingId}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 id={headingId} className="text-base font-semibold">
                {group.label}
              </h3>
              <p className="text-sm text-muted">
                Category median 1Y return{' '}
                <ReturnFigure value={group.medianReturn1y} className="text-sm" />
              </p>
            </div>
            <ul className="mt-3 grid gap-3 tablet:grid-cols-2 desktop:grid-cols-3">
              {group.schemes.map((scheme) => (
                <li key={scheme.schCode}>
                  <SchemeSuggestion scheme={scheme} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
