import type { PennyDrop, PennyDropRequest, PennyDropResult } from './port.js';

/**
 * The sandbox penny drop. Its bank holds every account in the name it is asked about, in capitals
 * as banks keep names, except: an account number ending 000 does not exist, and one ending 999 is
 * held by someone else (SUNITA RAO). `failNext` makes the next verification unreachable.
 */
export class SandboxPennyDrop implements PennyDrop {
  static readonly otherHolder = 'SUNITA RAO';
  private failing = false;

  failNext(): void {
    this.failing = true;
  }

  async verify(request: PennyDropRequest): Promise<PennyDropResult> {
    if (this.failing) {
      this.failing = false;
      throw new Error('penny drop service unavailable');
    }
    const accountNo = request.accountNo.trim();
    if (accountNo.endsWith('000'))
      return { verified: false, reason: 'No account with this number at the branch' };
    const holder = accountNo.endsWith('999')
      ? SandboxPennyDrop.otherHolder
      : request.expectedName.trim().replace(/\s+/g, ' ').toUpperCase() || 'ACCOUNT HOLDER';
    // The bank answers the name as its records have it; comparing it is the desk's part.
    return { verified: true, nameAtBank: holder };
  }
}
