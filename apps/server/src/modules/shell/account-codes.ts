import { messages, type TAccodeAndUcc } from '@cdesk/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AccessService, SessionPrincipal } from '../access/index.js';
import * as repo from './repository.js';

export interface VisibleAccountCode extends TAccodeAndUcc {
  /** The partner of this code's holder. */
  partnerId: number | null;
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
