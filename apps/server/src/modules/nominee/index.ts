import type { EsignProvider } from '../../providers/esign/port.js';
import type { FastifyInstance } from 'fastify';
import type { OtpService, SessionGuard } from '../access/index.js';
import type { NomineeDeps } from './context.js';
import { Geography } from './geography.js';
import { NomineeRequestService } from './request-service.js';
import { nomineeRoutes, type NomineeServices } from './routes.js';
import { NomineeSigningService } from './signing-service.js';
import { NomineeWizardService } from './wizard-service.js';

function nomineeServices(
  deps: NomineeDeps & { otp: OtpService; esign: EsignProvider; secretKey: string },
): NomineeServices {
  const geography = new Geography();
  return {
    requests: new NomineeRequestService(deps),
    wizard: new NomineeWizardService(deps, geography),
    signing: new NomineeSigningService(deps),
    geography,
  };
}
export { Geography } from './geography.js';

/** Nominee change (spec 3): the request, the wizard of nominees and shares, and its signing. */
export function register(
  app: FastifyInstance,
  deps: NomineeDeps & {
    otp: OtpService;
    esign: EsignProvider;
    secretKey: string;
    guard: SessionGuard;
  },
): void {
  nomineeRoutes(app, nomineeServices(deps), deps.guard);
}
