import {
  messages,
  productCatalogue,
  type AccountType,
  type TGetHeaderByUccResponse,
} from '@cdesk/domain';
import { AppError } from '../../lib/app-error.js';
import type { AccessService, SessionPrincipal } from '../access/service.js';

export class ShellService {
  constructor(private readonly access: AccessService) {}

  async headerByUcc(principal: SessionPrincipal, ucc: string): Promise<TGetHeaderByUccResponse> {
    const account = await this.access.accountOf(principal);
    if (account.ucc !== ucc) throw new AppError(403, 'UCC_MISMATCH', messages.notYourAccount);
    return {
      headerBean: {
        name: account.name,
        ucc: account.ucc,
        njAcNo: account.njAcNo,
        acCode: account.acCode,
        accType: account.accType as AccountType,
        email: account.email,
        mobile: account.mobile,
        dpPath: '',
        appName: 'Client Desk',
      },
      ModuleList: productCatalogue.map((tile) => ({
        id: tile.id,
        name: tile.name,
        actions: [...tile.actions],
      })),
    };
  }
}
