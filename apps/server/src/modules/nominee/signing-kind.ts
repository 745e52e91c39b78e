import {
  nomineeErrorCodes,
  nomineeMessages,
  nomineePdfResource,
  type NomineeAction,
} from '@cdesk/domain';
import { AppError } from '../../lib/app-error.js';
import { type Signing, signing, type SigningKind } from '../signing/index.js';
import type { EsignProvider } from '../../providers/esign/port.js';
import type { OtpService } from '../access/index.js';
import type { NomineeDeps } from './context.js';
import { consentsFor, formContent } from './form-content.js';
import { buildNomineeForm } from './pdf.js';
import * as repo from './repository.js';
import type { NomineeRequest } from './repository.js';

/** What the nominee form's signing needs besides the nominee area's own. */
export interface SigningDeps extends NomineeDeps {
  esign: EsignProvider;
  otp: OtpService;
  secretKey: string;
}

/**
 * The nominee form as a kind of signing: the form of the request as it stands (a link names its
 * version, so a changed form reads nothing), signed by Aadhaar e-sign or by the SIGNING OTP.
 */
function nomineeSigningKind(deps: SigningDeps): SigningKind<NomineeRequest> {
  return {
    document: {
      resource: nomineePdfResource,
      linkPurpose: 'nominee-form-url',
      notFound: nomineeMessages.pdfLoadFailed,
      fileName: (request) => `nominee-form-${request.id}-${request.version}.pdf`,
      pattern: /^nominee-form-(\d{1,12})-(\d{1,9})\.pdf$/,
      read: async (match) => {
        const request = await repo.requestById(deps.db, Number(match[1]));
        if (!request || request.version !== Number(match[2])) return null;
        const account = await deps.access.accountById(request.accountId);
        if (!account) return null;
        const drafts = await repo.draftsOf(deps.db, request.id);
        const consents = consentsFor(request.action as NomineeAction, account.accType);
        return buildNomineeForm(
          formContent(account, request, drafts, consents, deps.clock.businessNow()),
        );
      },
    },
    esign: {
      startFailed: () =>
        new AppError(502, nomineeErrorCodes.esignFailed, nomineeMessages.esignFailed),
    },
    otp: {
      purpose: 'SIGNING',
      sendRefused: (message) => new AppError(400, nomineeErrorCodes.otpSend, message),
    },
  };
}

export function nomineeSigning(deps: SigningDeps): Signing<NomineeRequest> {
  return signing(nomineeSigningKind(deps), deps);
}
