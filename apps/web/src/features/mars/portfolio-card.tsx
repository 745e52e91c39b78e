import type { TMarsPortfolio } from '@cdesk/domain';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import { Skeleton } from '../../ui/skeleton';
import { MarsReturn, MarsRisk, rupees, WeightsBar } from './mars-figures';
import { marsPortfolioPath } from '../../lib/paths';

export function TagList({ tags, className }: { tags: readonly string[]; className?: string }) {
  return (
    <ul className={`flex flex-wrap gap-1.5 ${className ?? ''}`} aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag} className="rounded-md bg-subtle px-2 py-0.5 text-xs font-medium text-muted">
          {tag}
        </li>
      ))}
    </ul>
  );
}

/**
 * One ready portfolio: what it is for, its risk, its return over the horizon chosen with the date
 * it stands on, the least it takes, its schemes and their weights, and what to do with it.
 */
export function PortfolioCard({ portfolio }: { portfolio: TMarsPortfolio }) {
  const sip = portfolio.isSipAllowed === 'Y';
  return (
    <Card className="flex flex-col gap-4 p-4 tablet:p-5" data-testid="mars-card">
      <div className="flex flex-col gap-1.5">
        <h2 className="text-base font-semibold leading-snug text-text tablet:text-lg">
          <Link
            to={marsPortfolioPath(portfolio.marsId)}
            className="rounded-sm hover:text-brand hover:underline"
          >
            {portfolio.name}
          </Link>
        </h2>
        <p className="text-sm leading-relaxed text-muted">{portfolio.objective}</p>
        <TagList tags={portfolio.tags} />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 tablet:grid-cols-4">
        <MarsReturn portfolio={portfolio} />
        <div>
          <dt className="text-xs text-muted">Risk</dt>
          <dd className="mt-0.5">
            <MarsRisk label={portfolio.riskLabel} />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted">Minimum lumpsum</dt>
          <dd className="figures text-[15px] font-semibold text-text">
            {rupees(portfolio.minLumpsum)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted">Minimum SIP</dt>
          <dd className="figures text-[15px] font-semibold text-text">
            {sip ? (
              rupees(portfolio.minSip)
            ) : (
              <span className="text-sm font-normal text-muted">Lumpsum only</span>
            )}
          </dd>
          {portfolio.isSwpAllowed === 'Y' && (
            <dd className="text-xs text-muted">Suits a withdrawal plan</dd>
          )}
        </div>
      </dl>
      <WeightsBar schemes={portfolio.schemes} />
      <div className="flex flex-wrap gap-2">
        <ButtonLink
          to={marsPortfolioPath(portfolio.marsId, 'lumpsum')}
          className="flex-1 whitespace-nowrap tablet:flex-none"
          aria-label={`Invest in ${portfolio.name}`}
        >
          Invest
        </ButtonLink>
        {sip && (
          <ButtonLink
            variant="secondary"
            to={marsPortfolioPath(portfolio.marsId, 'sip')}
            className="flex-1 whitespace-nowrap tablet:flex-none"
            aria-label={`Start a SIP in ${portfolio.name}`}
          >
            Start SIP
          </ButtonLink>
        )}
        <ButtonLink
          variant="ghost"
          to={marsPortfolioPath(portfolio.marsId)}
          className="px-2 whitespace-nowrap tablet:px-3"
          aria-label={`Details of ${portfolio.name}`}
        >
          Details
          <ChevronRight aria-hidden className="size-4" />
        </ButtonLink>
      </div>
    </Card>
  );
}

export function PortfolioCardSkeleton() {
  return (
    <Card className="flex flex-col gap-4 p-4 tablet:p-5">
      <Skeleton className="h-6 w-1/2" />
      <Skeleton className="h-10 w-full" />
      <div className="grid grid-cols-2 gap-3 tablet:grid-cols-4">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
      <Skeleton className="h-16" />
      <Skeleton className="h-11 tablet:w-60" />
    </Card>
  );
}
