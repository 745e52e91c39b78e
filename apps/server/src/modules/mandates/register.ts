import type { FastifyInstance } from 'fastify';
import type { PaymentGateway } from '../../providers/payment-gateway/port.js';
import type { SessionGuard } from '../access/index.js';
import { MandateLinks } from './links.js';
import { PartnerMandates, type PartnerMandateDeps } from './partner-mandates.js';
import { mandateRoutes } from './routes.js';
import { MandateService } from './service.js';

/** What banks and mandates need from the rest of the desk. */
export type MandatesRegistration = Omit<PartnerMandateDeps, 'mandates' | 'links'> & {
  gateway: PaymentGateway;
  secretKey: string;
  guard: SessionGuard;
};

/**
 * The investor's banks and e-mandates, and the mandates a partner places for the investor to
 * authorise: their services and routes.
 */
export function register(
  app: FastifyInstance,
  deps: MandatesRegistration,
): { mandates: MandateService; partnerMandates: PartnerMandates } {
  const { gateway, secretKey, guard, ...partnerDeps } = deps;
  const links = new MandateLinks(secretKey);
  const mandates = new MandateService(deps.db, deps.clock, deps.choice, gateway, links);
  const partnerMandates = new PartnerMandates({ ...partnerDeps, mandates, links });
  mandateRoutes(app, mandates, guard, partnerMandates);
  return { mandates, partnerMandates };
}
