import { allInvestorsCode } from '@cdesk/domain';
import type { Db } from '../../db/client.js';
import type { SessionPrincipal } from '../access/index.js';
import type { AccountCodeService } from '../shell/index.js';
import * as repo from './repository.js';

export interface CodeScope {
  /** Account id to its account code, for the codes asked about that hold an account. */
  codeOf: Map<number, string>;
  accountIds: number[];
}

/** The accounts behind a code the session may see (403 for anyone else's), or behind ALL. */
export async function codeScope(
  db: Db,
  accountCodes: AccountCodeService,
  principal: SessionPrincipal,
  acCode: string,
): Promise<CodeScope> {
  const codes =
    acCode.toUpperCase() === allInvestorsCode
      ? await accountCodes.visible(principal)
      : [await accountCodes.resolve(principal, acCode)];
  const codeOf = new Map<number, string>();
  const self = codes.find((c) => c.isSelf);
  if (self) codeOf.set(principal.accountId, self.accode);
  const others = codes.filter((c) => !c.isSelf).map((c) => c.accode);
  for (const row of await repo.accountIdsByAcCodes(db, others)) {
    if (!codeOf.has(row.accountId)) codeOf.set(row.accountId, row.acCode);
  }
  return { codeOf, accountIds: [...codeOf.keys()] };
}
