import type { Db, Tx } from '../../db/client.js';
import * as repo from './order-repository.js';

export interface InvestorRiskProfile {
  riskProfileId: string;
  /** A riskometer label: the highest a purchase takes without a risk declaration. */
  riskLevel: string;
}

/**
 * The investor's risk profile the cart's risk declaration is made against: read when a cart is
 * confirmed, recorded by Help me invest when the investor takes the questionnaire.
 */
export class RiskProfiles {
  constructor(private readonly db: Db) {}

  async of(accountId: number, tx?: Tx): Promise<InvestorRiskProfile | null> {
    const row = await repo.riskProfileOf(tx ?? this.db, accountId);
    return row ? { riskProfileId: row.riskProfileId, riskLevel: row.riskLevel } : null;
  }

  async record(tx: Tx, accountId: number, profile: InvestorRiskProfile): Promise<void> {
    await repo.upsertRiskProfile(tx, { accountId, ...profile });
  }
}
