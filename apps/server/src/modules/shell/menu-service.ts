import { menuToXml, menuTreeFromRows, messages, type TPrimaryMenu } from '@cdesk/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AccessService, SessionPrincipal } from '../access/index.js';
import * as repo from './repository.js';

/**
 * The desk menu from the menu_items table. The whole tree goes out with each item's active flag and
 * access string; the web applies the visibility rule (packages/domain rules/menu.ts) for its channel.
 */
export class MenuService {
  constructor(
    private readonly db: Db,
    private readonly access: AccessService,
  ) {}

  async tree(): Promise<TPrimaryMenu> {
    const rows = await repo.menuRows(this.db);
    return menuTreeFromRows(
      rows.map((r) => ({
        id: String(r.menuId),
        parentId: r.parentMenuId === null ? null : String(r.parentMenuId),
        name: r.name,
        url: r.url,
        inPrimary: r.isInPrimary,
        active: r.active,
        access: r.access,
      })),
    );
  }

  async xml(): Promise<string> {
    return menuToXml(await this.tree());
  }

  /** getPrimaryMenu: the same tree, for the investor the request names (their own only). */
  async forInvestor(
    principal: SessionPrincipal,
    request: { loginid: string; njac_no: string },
  ): Promise<TPrimaryMenu> {
    const account = await this.access.accountOf(principal);
    const loginid = request.loginid.toLowerCase();
    const loginMatches =
      loginid === '' ||
      loginid === account.njAcNo ||
      (account.loginId !== null && loginid === account.loginId.toLowerCase());
    if (request.njac_no !== account.njAcNo || !loginMatches) {
      throw new AppError(403, 'NJACNO_MISMATCH', messages.notYourAccount);
    }
    return this.tree();
  }
}
