import {
  checkAuthRedPoaValidationCall,
  checkMarsAuthPendingTrxnStatusCall,
  checkMarsSwiPoaValidationCall,
  gatewayUrl,
  getAuthTrxDetailFromTarCall,
  getMarsAuthPendingTrxnsCall,
  getMarsAuthPendingTrxnsCountCall,
  getTotalNonMarsCountCall,
  getTrxnAuthRptCall,
  onAuthorizeCall,
  onChangeBankAccountCall,
  onRejectCall,
  onValidateAuthTransactionCall,
  trxnAuthoShowReceiptResource,
} from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { postRoute } from '../../lib/route.js';
import { principalOf, type SessionGuard } from '../access/index.js';
import type { AuthoriseService } from './service.js';

/** The authorisation calls (mfauth/...) and the MARS pending-authorisation calls. */
export function authoriseRoutes(
  app: FastifyInstance,
  deps: { authorise: AuthoriseService; guard: SessionGuard },
): void {
  const { authorise, guard } = deps;
  const tag = 'authorise';
  // A full login or the PIN / date-of-birth login of an authorisation link.
  const preHandler = guard({ kind: ['FULL', 'AUTHORISATION'], allowPendingSteps: true });

  postRoute(
    app,
    getTrxnAuthRptCall,
    {
      tag,
      summary: 'Transactions the partner placed that wait for the client to authorise',
      preHandler,
    },
    async (request) => ok(await authorise.pendingList(principalOf(request))),
  );

  postRoute(
    app,
    getTotalNonMarsCountCall,
    { tag, summary: 'How many non-MARS transactions wait for authorisation', preHandler },
    async (request) => ok(await authorise.pendingCount(principalOf(request), false)),
  );

  postRoute(
    app,
    getMarsAuthPendingTrxnsCall,
    { tag: 'mars', summary: 'MARS transactions waiting for authorisation', preHandler },
    async (request) =>
      ok(await authorise.marsPendingList(principalOf(request), request.body.loggedInUCC)),
  );

  postRoute(
    app,
    getMarsAuthPendingTrxnsCountCall,
    { tag: 'mars', summary: 'How many MARS transactions wait for authorisation', preHandler },
    async (request) => ok(await authorise.pendingCount(principalOf(request), true)),
  );

  postRoute(
    app,
    checkMarsAuthPendingTrxnStatusCall,
    {
      tag: 'mars',
      summary: 'Where a MARS transaction placed for authorisation stands',
      preHandler,
    },
    async (request) => {
      const status = await authorise.marsStatus(
        principalOf(request),
        request.body.trxnTypeId,
        request.body.trxnId,
      );
      return ok(status, status.message);
    },
  );

  postRoute(
    app,
    onValidateAuthTransactionCall,
    { tag, summary: 'Whether an authorisation link can still be acted on (no login needed)' },
    async (request) => {
      const result = await authorise.validate(request.body.encryptedData);
      return ok(result, result.message);
    },
  );

  postRoute(
    app,
    getAuthTrxDetailFromTarCall,
    {
      tag,
      summary: 'A pending transaction by its link (or an authorised one by its receipt reference)',
      preHandler,
    },
    async (request) => ok(await authorise.detail(principalOf(request), request.body.encryptedData)),
  );

  postRoute(
    app,
    onAuthorizeCall,
    {
      tag,
      summary:
        'Authorises a pending transaction once per transaction: the executor of its type places it',
      preHandler,
    },
    async (request) => {
      const reply = await authorise.authorise(principalOf(request), request.body, request.audit);
      return { ...ok(reply.result, reply.message), techMessage: reply.techMessage };
    },
  );

  postRoute(
    app,
    onRejectCall,
    { tag, summary: 'Rejects a pending transaction', preHandler },
    async (request) => {
      const result = await authorise.reject(
        principalOf(request),
        request.body.encryptedData,
        request.audit,
      );
      return ok(result, result.message);
    },
  );

  for (const call of [checkAuthRedPoaValidationCall, checkMarsSwiPoaValidationCall])
    postRoute(
      app,
      call,
      {
        tag,
        summary: 'The POA/DDPI and eDIS permission before authorising a sale of units',
        preHandler,
      },
      async (request) => {
        const result = await authorise.poa(principalOf(request), request.body.encryptedData);
        return ok(result, result.message);
      },
    );

  postRoute(
    app,
    onChangeBankAccountCall,
    { tag, summary: 'Changes the registered bank a pending purchase pays from', preHandler },
    async (request) =>
      ok(
        await authorise.changeBank(
          principalOf(request),
          request.body.encryptedData,
          request.body.payBank,
          request.audit,
        ),
      ),
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    gatewayUrl(trxnAuthoShowReceiptResource),
    {
      preHandler,
      schema: {
        tags: [tag],
        summary: 'The receipt of an authorised transaction (application/pdf)',
        body: trxnAuthoShowReceiptResource.request,
        security: [{ bearer: [] }],
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await authorise.receipt(
        principalOf(request),
        request.body.encryptedData,
        request.body.trxnType,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(Buffer.from(pdf));
    },
  );
}
