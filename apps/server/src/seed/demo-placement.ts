import type { TPartnerPlacement } from '@cdesk/domain';
import type { PortfolioService } from '../modules/portfolio/index.js';

/** What a demo placement may look up: the client's folios by fund house. */
export interface DemoPlacementContext {
  accountIdOf(njAcNo: string): Promise<number | null>;
  /** The client's first folio with the fund house, or null. */
  folioWith(njAcNo: string, amc: string): Promise<string | null>;
  portfolio: PortfolioService;
}

/**
 * A transaction the demo partner places for a demo client's authorisation, under its own key: it
 * is placed once, and placed again only when the earlier one expired unanswered. `build` answers
 * null when what it needs is not there (the AMFI schemes on a bare database).
 */
export interface DemoPlacement {
  key: string;
  build(context: DemoPlacementContext): Promise<TPartnerPlacement | null>;
}
