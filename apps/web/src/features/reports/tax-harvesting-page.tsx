import { formatFigure, formatPaise, showDate, type THarvestRow } from '@cdesk/domain';
import { useGatewayLoad } from '../../lib/use-gateway-load';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import { FactList } from '../../ui/fact-list';
import { LoadError } from '../../ui/load-error';
import { Skeleton } from '../../ui/skeleton';
import { redeemPath } from '../mutual-funds';
import { getTaxHarvesting } from './report-calls';
import { SignedAmount } from './signed-amount';

const hasUnits = (row: THarvestRow) => /[1-9]/.test(row.units);

/**
 * /report/mutual-funds/tax-harvesting: this financial year's s. 112A exemption left, and for each
 * equity-oriented holding the long-term units to sell (and buy back) to book gains within it.
 */
export function TaxHarvestingPage() {
  const { state, retry } = useGatewayLoad('tax-harvesting', getTaxHarvesting);
  const data = state.status === 'ready' ? state.data : null;
  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-8 tablet:px-6 tablet:py-10">
      <h1 className="text-2xl font-semibold tracking-tight tablet:text-3xl">Tax harvesting</h1>
      <p className="mt-1.5 max-w-3xl text-muted">
        Long-term gains of equity-oriented funds are free of tax up to a limit each financial year
        (section 112A). Selling units you have held long term and buying them back books gains
        within that limit, so that they are not taxed later.
      </p>
      {state.status === 'loading' && (
        <div aria-busy className="mt-8 flex flex-col gap-4">
          <span className="sr-only">Loading your holdings</span>
          <Skeleton className="h-28" />
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      )}
      {state.status === 'error' && (
        <LoadError message={state.message} onRetry={retry} className="mt-8" />
      )}
      {data && (
        <>
          <Card className="mt-6 p-5">
            <h2 className="text-lg font-semibold">
              Financial year {data.financialYear}{' '}
              <span className="font-normal text-muted">· as on {showDate(data.asOnDate)}</span>
            </h2>
            <dl className="mt-3 grid grid-cols-1 gap-3 tablet:grid-cols-3" aria-label="Exemption">
              {(
                [
                  ['Exemption for the year', data.exemptionLimitPaise],
                  ['Used by your sales so far', data.exemptionUsedPaise],
                  ['Left to use', data.exemptionLeftPaise],
                ] as const
              ).map(([label, paise]) => (
                <div key={label}>
                  <dt className="text-sm text-muted">{label}</dt>
                  <dd className="figures text-2xl font-semibold">{formatPaise(paise)}</dd>
                </div>
              ))}
            </dl>
          </Card>
          {data.rows.length === 0 && (
            <p className="mt-6 rounded-card border border-border bg-surface p-4 text-muted">
              You hold no equity-oriented funds, so there are no long-term gains to harvest.
            </p>
          )}
          {data.rows.length > 0 && data.exemptionLeftPaise === 0 && (
            <p className="mt-6 rounded-card border border-border bg-surface p-4 text-muted">
              Your sales this year have used the whole exemption: selling more now would book
              taxable gains.
            </p>
          )}
          {data.rows.length > 0 && (
            <ul aria-label="Holdings" className="mt-6 grid gap-4 desktop:grid-cols-2">
              {data.rows.map((row) => (
                <HarvestCard key={`${row.folioNo}|${row.schemeCode}`} row={row} />
              ))}
            </ul>
          )}
          <ul aria-label="Not included" className="mt-6 list-disc pl-5 text-sm text-muted">
            <li>
              Each holding’s units use the whole of what is left; after selling from one, open this
              page again for the others. Exit loads lower the gain booked, and the units you buy
              back start a new holding period.
            </li>
            {data.notIncluded.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </>
      )}
    </main>
  );
}

function HarvestCard({ row }: { row: THarvestRow }) {
  const units = formatFigure(row.units, 'units');
  return (
    <li>
      <Card className="flex h-full flex-col gap-4 p-5">
        <div>
          <h3 className="font-semibold text-text">{row.schemeName}</h3>
          <p className="mt-0.5 text-sm text-muted">
            Folio {row.folioNo} · {formatFigure(row.heldUnits, 'units')} units held · NAV ₹
            {formatFigure(row.nav, 'nav')} as on {showDate(row.navDate)}
          </p>
        </div>
        {hasUnits(row) ? (
          <>
            <FactList
              facts={[
                ['Units to sell', units],
                ['Value', formatPaise(row.grossPaise)],
                [
                  'Long-term gain booked',
                  <SignedAmount key="gain" paise={row.longTermGainPaise} />,
                ],
                ['Exit load', formatPaise(row.exitLoadPaise)],
              ]}
              className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm tablet:grid-cols-2"
              rowClassName="flex justify-between gap-4 border-b border-border pb-2"
              valueClassName="figures min-w-0 text-right font-medium text-text"
            />
            <ButtonLink
              to={redeemPath(
                { schCode: row.schemeCode, folioNo: row.folioNo },
                'redeem',
                row.units,
              )}
              className="tablet:self-start"
              aria-label={`Redeem ${units} units of ${row.schemeName}, folio ${row.folioNo}`}
            >
              Redeem {units} units
            </ButtonLink>
          </>
        ) : (
          <p className="text-sm text-muted">
            No units to sell now: none is both free of lock-in and held long term (over 12 months),
            the units that are would book a loss rather than a gain, or the exemption is used up.
          </p>
        )}
      </Card>
    </li>
  );
}
