import type { EsignProvider } from '../../providers/esign/port.js';
import type { OtpService } from '../access/index.js';
import type { NomineeDeps } from './context.js';
import { Geography } from './geography.js';
import { NomineeRequestService } from './request-service.js';
import type { NomineeServices } from './routes.js';
import { NomineeSigningService } from './signing-service.js';
import { NomineeWizardService } from './wizard-service.js';

export function nomineeServices(
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
export { nomineeRoutes } from './routes.js';
