import { closureMessages as m, closurePdfResource } from '@cdesk/domain';
import { type Signing, signing, type SigningKind } from '../../signing/index.js';
import { type ClosureDeps, refusal, renderRequest } from './context.js';
import * as repo from './repository.js';
import type { ClosureRequest } from './repository.js';

/**
 * The closure request as a kind of signing: its PDF as it stands (a link names its version; the
 * signed request is a version of its own), signed by Aadhaar e-sign or by the CLOSURE OTP.
 */
function closureSigningKind(deps: ClosureDeps): SigningKind<ClosureRequest> {
  return {
    document: {
      resource: closurePdfResource,
      linkPurpose: 'closure-form-url',
      notFound: 'This link has expired. Please open the request again.',
      fileName: (request) => `account-closure-${request.id}-${request.version}.pdf`,
      pattern: /^account-closure-(\d{1,12})-(\d{1,9})\.pdf$/,
      read: async (match) => {
        const request = await repo.requestById(deps.db, Number(match[1]));
        if (!request || request.version !== Number(match[2])) return null;
        const account = await deps.access.accountById(request.accountId);
        if (!account) return null;
        return renderRequest(deps, account, request);
      },
    },
    esign: {
      purpose: 'CLOSURE',
      startFailed: () => refusal(m.esignFailed, 'CLOSURE_ESIGN', 502),
    },
    otp: {
      purpose: 'CLOSURE',
      sendRefused: (message) => refusal(message, 'CLOSURE_OTP_LIMIT'),
    },
  };
}

export function closureSigning(deps: ClosureDeps): Signing<ClosureRequest> {
  return signing(closureSigningKind(deps), deps);
}
