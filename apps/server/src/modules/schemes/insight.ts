import {
  gatewayPrefixUrl,
  monthsBefore,
  nfoWindow,
  paiseToWire,
  periodStartDate,
  pointToPointReturn,
  returnPeriods,
  schemeDocumentResource,
  type TGetSchemeInsightResponse,
  type TSchemeDocument,
  type TSchemeReturn,
} from '@cdesk/domain';
import type { NavPoint } from './repository.js';
import { identityOf, type SchemeView } from './view.js';

/** How far before a period's start a NAV may lie and still start it: a long holiday break. */
const startToleranceDays = 10;

function daysBefore(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** The earliest date the insight reads history from: a year and the tolerance before the latest. */
export function insightHistoryStart(latestNavDate: string): string {
  return daysBefore(monthsBefore(latestNavDate, 12), startToleranceDays);
}

function navOnOrBefore(series: NavPoint[], isoDate: string): NavPoint | null {
  let found: NavPoint | null = null;
  for (const point of series) {
    if (point.navDate > isoDate) break;
    found = point;
  }
  return found && found.navDate >= daysBefore(isoDate, startToleranceDays) ? found : null;
}

export function schemeReturns(latest: NavPoint | null, series: NavPoint[]): TSchemeReturn[] {
  if (!latest) return [];
  return returnPeriods.map(({ period }) => {
    const fromDate = periodStartDate(latest.navDate, period);
    const from = navOnOrBefore(series, fromDate);
    return {
      period,
      fromDate,
      fromNav: from ? { navDate: from.navDate, nav: from.nav } : null,
      returnPct: from ? pointToPointReturn(from.nav, latest.nav) : null,
    };
  });
}

export function schemeDocuments(schemeCode: number): {
  kimFileList: TSchemeDocument[];
  offerFileList: TSchemeDocument[];
} {
  const base = gatewayPrefixUrl(schemeDocumentResource, String(schemeCode));
  return {
    kimFileList: [{ fileName: 'Key Information Memorandum (KIM)', fileUrl: `${base}/kim.pdf` }],
    offerFileList: [
      { fileName: 'Scheme Information Document (SID)', fileUrl: `${base}/sid.pdf` },
      { fileName: 'Statement of Additional Information (SAI)', fileUrl: `${base}/sai.pdf` },
    ],
  };
}

export function insightOf(
  view: SchemeView,
  history: NavPoint[],
  today: string,
): TGetSchemeInsightResponse {
  const latest =
    view.latestNav !== null && view.latestNavDate !== null
      ? { nav: view.latestNav, navDate: view.latestNavDate }
      : null;
  const last = history.at(-1);
  // The master may be a day ahead of the history (the day's file imported, the history not yet).
  const series =
    latest && (!last || last.navDate < latest.navDate) ? [...history, latest] : [...history];
  const a = view.attributes;
  const chartFrom = latest ? monthsBefore(latest.navDate, 12) : '';
  return {
    ...identityOf(view),
    isin: view.isinGrowth ?? view.isinReinvest,
    active: view.active,
    latestNav: latest ? { latestNav: latest.nav, navDate: latest.navDate } : null,
    navHistory: series
      .filter((p) => p.navDate >= chartFrom)
      .map((p) => ({ navDate: p.navDate, nav: p.nav })),
    returns: schemeReturns(latest, series),
    riskometerVal: a.riskometer.label,
    riskLevel: a.riskometer.level,
    exitLoad: a.exitLoad,
    benchmark: a.benchmark,
    minLumpsumPaise: paiseToWire(a.minLumpsumPaise),
    minAdditionalPaise: paiseToWire(a.minAdditionalPaise),
    minSipPaise: paiseToWire(a.minSipPaise),
    maxAmountPaise: a.maxAmountPaise === null ? null : paiseToWire(a.maxAmountPaise),
    sipDates: a.sipDates,
    sipFrequencies: a.sipFrequencies,
    lockInDays: a.lockInDays,
    isLiquidOrOvernight: a.isLiquidOrOvernight,
    isNfo: a.isNfo,
    nfoWindow: nfoWindow(view.schemeCode, today),
    purchaseAllowed: view.active && (a.purchaseAllowed || a.isNfo),
    swpAllowed: a.swpAllowed,
    ...schemeDocuments(view.schemeCode),
  };
}
