import { showDate, type TMarsPortfolio } from '@cdesk/domain';
import { ChevronLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useGatewayLoad } from '../../lib/use-gateway-load';
import { Card } from '../../ui/card';
import { LoadError } from '../../ui/load-error';
import { Skeleton } from '../../ui/skeleton';
import { navText, ReturnFigure } from '../mutual-funds';
import { InvestForm, type InvestKind } from './invest-form';
import { MarsRisk, rupees, WeightsBar, weightText } from './mars-figures';
import { marsCalls } from './mars-calls';
import { marsPortfoliosPath } from '../../lib/paths';
import { TagList } from './portfolio-card';

function Returns({ portfolio }: { portfolio: TMarsPortfolio }) {
  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold">Returns</h2>
      <dl className="mt-3 grid grid-cols-3 gap-3">
        {portfolio.returns.map((r) => (
          <div key={r.years}>
            <dt className="text-xs text-muted">{r.years === 1 ? '1 year' : `${r.years} years`}</dt>
            <dd className="text-[15px]">
              {r.percent ? (
                <ReturnFigure value={r.percent} />
              ) : (
                <span className="text-sm text-muted">Not enough history</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-muted">
        A year at a time, as if the schemes had been bought at their target weights and held
        {portfolio.asOn ? `; as on ${showDate(portfolio.asOn)}, the latest NAV date` : ''}. Past
        returns do not promise future ones.
      </p>
    </Card>
  );
}

function Schemes({ portfolio }: { portfolio: TMarsPortfolio }) {
  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold">Schemes and weights</h2>
      <WeightsBar schemes={portfolio.schemes} className="mt-3 tablet:hidden" />
      <table className="mt-3 hidden w-full text-sm tablet:table">
        <thead>
          <tr className="border-b border-border text-left text-xs text-muted">
            <th className="py-2 pr-3 font-medium">Scheme</th>
            <th className="py-2 pr-3 text-right font-medium">Weight</th>
            <th className="py-2 text-right font-medium">NAV</th>
          </tr>
        </thead>
        <tbody>
          {portfolio.schemes.map((s) => (
            <tr key={s.schcode} className="border-b border-border last:border-0">
              <td className="py-2.5 pr-3">
                <span className="font-medium text-text">{s.schemeName}</span>
                <span className="block text-xs text-muted">
                  {s.amc} · {s.category}
                </span>
              </td>
              <td className="figures py-2.5 pr-3 text-right font-semibold">
                {weightText(s.weight)}
              </td>
              <td className="figures py-2.5 text-right whitespace-nowrap">
                {s.nav ? navText(s.nav) : '–'}
                {s.navDate && (
                  <span className="block text-xs text-muted">{showDate(s.navDate)}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

function DetailSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading the portfolio" className="mt-6 flex flex-col gap-4">
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-16" />
      <Skeleton className="h-40" />
      <Skeleton className="h-48" />
    </div>
  );
}

/**
 * /transact/mars/portfolios/{marsId}: one ready portfolio, its returns over 1, 3 and 5 years, its
 * schemes with their weights and NAVs, and the form to invest in it. ?invest=sip opens on SIP.
 */
export function PortfolioPage() {
  const { marsId = '' } = useParams();
  const [query] = useSearchParams();
  const asked = query.get('invest');
  const initialKind: InvestKind = asked === 'sip' ? 'SIP' : 'PIP';
  const { state, data, retry } = useGatewayLoad(marsId, (signal) =>
    marsCalls.portfolio(marsId, '', signal),
  );
  const investRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (data && asked) investRef.current?.scrollIntoView?.({ block: 'start' });
  }, [data, asked]);

  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-6 tablet:px-6 tablet:py-8">
      <Link
        to={marsPortfoliosPath}
        className="inline-flex min-h-11 items-center gap-1 rounded-card text-sm font-medium text-brand hover:underline"
      >
        <ChevronLeft aria-hidden className="size-4" />
        Ready MF Portfolios
      </Link>
      {state.status === 'error' && (
        <LoadError className="mt-4" message={state.message} onRetry={retry} />
      )}
      {state.status === 'loading' && <DetailSkeleton />}
      {data && (
        <>
          <h1 className="mt-2 text-2xl font-semibold tracking-tight tablet:text-3xl">
            {data.name}
          </h1>
          <p className="mt-1.5 max-w-3xl leading-relaxed text-muted">{data.objective}</p>
          <TagList tags={data.tags} className="mt-3" />
          <div className="mt-6 grid items-start gap-6 desktop:grid-cols-[minmax(0,1fr)_400px]">
            <div className="flex flex-col gap-4">
              <Card className="p-5">
                <dl className="grid grid-cols-2 gap-4 tablet:grid-cols-4">
                  <div>
                    <dt className="text-xs text-muted">Risk</dt>
                    <dd className="mt-0.5">
                      <MarsRisk label={data.riskLabel} />
                    </dd>
                  </div>
                  <div>
                    <dt className="text-xs text-muted">Minimum lumpsum</dt>
                    <dd className="figures text-[15px] font-semibold">{rupees(data.minLumpsum)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-muted">Minimum SIP</dt>
                    <dd className="figures text-[15px] font-semibold">
                      {data.isSipAllowed === 'Y' ? (
                        rupees(data.minSip)
                      ) : (
                        <span className="text-sm font-normal text-muted">Lumpsum only</span>
                      )}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-xs text-muted">Withdrawal plan</dt>
                    <dd className="text-sm text-text">
                      {data.isSwpAllowed === 'Y' ? 'Suits an SWP' : 'Not meant for SWP'}
                    </dd>
                  </div>
                </dl>
              </Card>
              <Returns portfolio={data} />
              <Schemes portfolio={data} />
            </div>
            <div ref={investRef} className="scroll-mt-4">
              <Card className="p-5 tablet:p-6">
                <h2 className="mb-4 text-lg font-semibold">Invest in {data.name}</h2>
                <InvestForm key={data.marsId} portfolio={data} initialKind={initialKind} />
              </Card>
            </div>
          </div>
        </>
      )}
    </main>
  );
}
