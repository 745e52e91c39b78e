import {
  ddpiMessages,
  ddpiPdfResource,
  formatDate,
  formatPaise,
  maskMobile,
  messages,
  type TDdpiConsent,
} from '@cdesk/domain';
import { AppError } from '../../../lib/app-error.js';
import type { Account } from '../../access/index.js';
import { type Signing, signing, type SigningKind } from '../../signing/index.js';
import type { DdpiDeps } from './context.js';
import { buildDdpiDocument } from './pdf.js';
import * as repo from './repository.js';
import type { DdpiRequest } from './repository.js';

/** The consent the investor ticks under the document, and signs with it. */
export function ddpiConsent(account: Account): TDdpiConsent {
  return {
    consentId: 'DDPI_CONSENT',
    consentDesc: `I, ${account.name}, have read the Demat Debit and Pledge Instruction (DDPI) document and give it in favour of my Wealth Partner's depository participant for my demat account ${account.dematAccNo}, for the purposes it lists.`,
  };
}

/** The DDPI document of a request, for its holder. */
function ddpiDocument(deps: DdpiDeps, account: Account, request: DdpiRequest) {
  return buildDdpiDocument({
    reference: String(request.id),
    generatedOn: formatDate(deps.clock.businessNow()),
    holder: [
      ['Name', account.name],
      ['PAN', account.pan],
      ['Wealth account number', account.njAcNo],
      ['Demat account (BO ID)', account.dematAccNo],
      ['Registered mobile', maskMobile(account.mobile)],
    ],
    participant: [
      ['Depository participant', 'NJ India Invest Pvt. Ltd.'],
      ['DP ID', account.dematAccNo.slice(0, 8)],
      ['Stamp duty', formatPaise(request.amountPaise)],
    ],
    stampDutyPaise: request.amountPaise,
    consent: ddpiConsent(account).consentDesc,
  });
}

/** The DDPI as a kind of signing: its document, signed by Aadhaar e-sign once paid for. */
function ddpiSigningKind(deps: DdpiDeps): SigningKind<DdpiRequest> {
  return {
    document: {
      resource: ddpiPdfResource,
      linkPurpose: 'ddpi-pdf-url',
      notFound: messages.downloadFailed,
      fileName: (request) => `ddpi-${request.id}.pdf`,
      pattern: /^ddpi-(\d{1,12})\.pdf$/,
      read: async (match) => {
        const request = await repo.requestById(deps.db, Number(match[1]));
        const account = request && (await deps.access.accountById(request.accountId));
        if (!request || !account) return null;
        return ddpiDocument(deps, account, request);
      },
    },
    esign: {
      purpose: 'DDPI',
      startFailed: () => new AppError(502, 'DDPI_ESIGN', ddpiMessages.esignFailed),
    },
  };
}

export function ddpiSigning(deps: DdpiDeps): Signing<DdpiRequest> {
  return signing(ddpiSigningKind(deps), deps);
}
