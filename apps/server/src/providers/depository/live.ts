import { paiseToWire, type Paise } from '@cdesk/domain';
import { z } from 'zod';
import type { Endpoint } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import type { Investor } from '../investor.js';
import type { ProviderRequestStore } from '../provider-requests.js';
import { HttpStepPages } from '../http-step-pages.js';
import { deskUrl, pageUrl } from '../signed-http.js';
import {
  depositoryCallbackPurpose,
  edisReturnPath,
  type DematPermission,
  type Depository,
  type EdisDebit,
  type EdisStatus,
} from './port.js';

const ZPermission = z.object({ poaDdpi: z.boolean(), edisEnabled: z.boolean() });
const ZEdisSession = z.object({ edisTrxnNo: z.string().min(1).max(60), url: pageUrl });
const ZEdisStatus = z.object({ status: z.enum(['PENDING', 'APPROVED', 'DECLINED']) });

/**
 * The depository participant over its HTTP API: a page to pay DP charges and its callback, the
 * account's POA/DDPI and eDIS flags, and the eDIS page that authorises a debit of demat units.
 */
export class HttpDepository extends HttpStepPages implements Depository {
  private readonly edisPublicUrl: string;

  constructor(endpoint: Endpoint, store: ProviderRequestStore, publicUrl: string, clock: Clock) {
    super('depository', depositoryCallbackPurpose, endpoint, store, publicUrl, clock);
    this.edisPublicUrl = publicUrl;
  }

  async dpChargesPaymentUrl(investor: Investor, amountPaise: Paise): Promise<string> {
    const request = await this.store.openOrReuse(
      'depository',
      'DP_CHARGES',
      investor.id,
      amountPaise,
    );
    return this.openPage('dp-charges/sessions', {
      ref: request.id,
      njAcNo: investor.njAcNo,
      pan: investor.pan,
      dematAccNo: investor.dematAccNo,
      amountPaise: paiseToWire(amountPaise),
    });
  }

  dematPermission(investor: Investor): Promise<DematPermission> {
    return this.http.post(
      'demat/permission',
      { njAcNo: investor.njAcNo, pan: investor.pan, dematAccNo: investor.dematAccNo },
      ZPermission,
    );
  }

  startEdis(investor: Investor, debit: EdisDebit): Promise<{ edisTrxnNo: string; url: string }> {
    return this.http.post(
      'edis/sessions',
      {
        ...debit,
        njAcNo: investor.njAcNo,
        dematAccNo: investor.dematAccNo,
        returnUrl: deskUrl(this.edisPublicUrl, edisReturnPath),
      },
      ZEdisSession,
    );
  }

  async edisStatus(investor: Investor, edisTrxnNo: string): Promise<EdisStatus> {
    const { status } = await this.http.post(
      'edis/status',
      { edisTrxnNo, dematAccNo: investor.dematAccNo },
      ZEdisStatus,
    );
    return status;
  }
}
