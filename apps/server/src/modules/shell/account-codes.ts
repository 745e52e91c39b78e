import { allInvestorsCode, messages, type TAccodeAndUcc } from '@cdesk/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AccessService, SessionPrincipal } from '../access/index.js';
import * as repo from './repository.js';

export interface VisibleAccountCode {
  accode: string;
  ucc: string;
  /** The holder of this account code. */
  name: string;
  /** 'Self' for the investor's own code, else the family relation ('Spouse', ...). */
  relation: string;
  isSelf: boolean;
  /** The partner of this code's holder. */
  partnerId: number | null;
}

/**
 * The 'Showing for' entries (spec 2 section 3): NAME and VALUE with the member's UCC, and 'ALL'
 * first when there is more than one code.
 */
export function showingForEntries(codes: readonly VisibleAccountCode[]): TAccodeAndUcc[] {
  const entries = codes.map((code) => ({
    NAME: code.name,
    VALUE: code.accode,
    UCC: code.ucc,
    RELATION: code.relation,
  }));
  if (entries.length < 2) return entries;
  return [{ NAME: allInvestorsCode, VALUE: allInvestorsCode, UCC: '', RELATION: '' }, ...entries];
}

/** The account codes a session may act on: the investor's own, then linked family codes. */
export class AccountCodeService {
  constructor(
    private readonly db: Db,
    private readonly access: AccessService,
  ) {}

  async visible(principal: SessionPrincipal): Promise<VisibleAccountCode[]> {
    const account = await this.access.accountOf(principal);
    const linked = await repo.linkedCodesOf(this.db, account.id);
    return [
      {
        accode: account.acCode,
        ucc: account.ucc,
        name: account.name,
        relation: 'Self',
        isSelf: true,
        partnerId: account.partnerId,
      },
      ...linked.map((code) => ({
        accode: code.acCode,
        ucc: code.ucc,
        name: code.holderName,
        relation: code.relation,
        isSelf: false,
        partnerId: code.partnerId ?? account.partnerId,
      })),
    ];
  }

  /** The code if the session may see it; 403 for anyone else's. */
  async resolve(principal: SessionPrincipal, accode: string): Promise<VisibleAccountCode> {
    const code = (await this.visible(principal)).find((c) => c.accode === accode);
    if (!code) throw new AppError(403, 'ACCODE_MISMATCH', messages.notYourAccount);
    return code;
  }
}
