import { depositoryCallbackResource, gatewayUrl, kycCallbackResource } from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fail, ok } from '../../lib/envelope.js';
import type { Depository } from '../../providers/depository/port.js';
import type { KycSources } from '../../providers/kyc/port.js';
import type { ProviderRequestStore } from '../../providers/provider-requests.js';
import type { SignedMessage } from '../../providers/signed-message.js';
import type { ActivationService } from './activation-service.js';

const ZSigned = z.object({ data: z.string().max(4000), sig: z.string().max(200) });

interface CallbackSource {
  url: string;
  read: (message: SignedMessage) => { ref: string } | null;
  /** The providers whose requests this source may complete. */
  providers: string[];
}

/**
 * Where the KRA, the tax authority and the depository say that a person finished a step on their
 * pages: signed with the secret the desk shares with that system, naming the desk's reference.
 */
export function providerCallbackRoutes(
  app: FastifyInstance,
  deps: {
    activation: ActivationService;
    requests: ProviderRequestStore;
    kyc: KycSources;
    depository: Depository;
  },
): void {
  const sources: CallbackSource[] = [
    {
      url: gatewayUrl(kycCallbackResource),
      read: (message) => deps.kyc.readCallback(message),
      providers: ['kra', 'tax'],
    },
    {
      url: gatewayUrl(depositoryCallbackResource),
      read: (message) => deps.depository.readCallback(message),
      providers: ['depository'],
    },
  ];
  for (const source of sources) {
    app.post(source.url, { schema: { hide: true } }, async (request, reply) => {
      const parsed = ZSigned.safeParse(request.body ?? {});
      const said = parsed.success ? source.read(parsed.data) : null;
      const found = said ? await deps.requests.find(said.ref) : undefined;
      if (!said || !found || !source.providers.includes(found.provider))
        return reply.status(400).send(fail(null, 'Invalid callback', 'BAD_SIGNATURE'));
      await deps.activation.completeProviderRequest(said.ref, request.audit);
      return ok({ ref: said.ref, status: 'DONE' });
    });
  }
}
