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
import type { AuthorisationListing } from './listing.js';
import type { AuthoriseService } from './service.js';

/** The authorisation services the routes answer through. */
interface AuthoriseRouteDeps {
  authorise: AuthoriseService;
  listing: AuthorisationListing;
  /** A full login or the PIN / date-of-birth login of an authorisation link. */
  preHandler: ReturnType<SessionGuard>;
}

const tag = 'authorise';

/** What waits for the client: the lists and counts, and where a MARS transaction stands. */
function authoriseListRoutes(app: FastifyInstance, deps: AuthoriseRouteDeps) {
  const { listing, preHandler } = deps;
  postRoute(
    app,
    getTrxnAuthRptCall,
    {
      tag,
      summary: 'Transactions the partner placed that wait for the client to authorise',
      preHandler,
    },
    async (request) => ok(await listing.pendingList(principalOf(request))),
  );

  postRoute(
    app,
    getTotalNonMarsCountCall,
    { tag, summary: 'How many non-MARS transactions wait for authorisation', preHandler },
    async (request) => ok(await listing.pendingCount(principalOf(request), false)),
  );

  postRoute(
    app,
    getMarsAuthPendingTrxnsCall,
    { tag: 'mars', summary: 'MARS transactions waiting for authorisation', preHandler },
    async (request) =>
      ok(await listing.marsPendingList(principalOf(request), request.body.loggedInUCC)),
  );

  postRoute(
    app,
    getMarsAuthPendingTrxnsCountCall,
    { tag: 'mars', summary: 'How many MARS transactions wait for authorisation', preHandler },
    async (request) => ok(await listing.pendingCount(principalOf(request), true)),
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
      const status = await listing.marsStatus(
        principalOf(request),
        request.body.trxnTypeId,
        request.body.trxnId,
      );
      return ok(status, status.message);
    },
  );
}

/** One transaction as the client reads it: its link's validity, its detail and its receipt. */
function authoriseReadRoutes(app: FastifyInstance, deps: AuthoriseRouteDeps) {
  const { listing, preHandler } = deps;
  postRoute(
    app,
    onValidateAuthTransactionCall,
    { tag, summary: 'Whether an authorisation link can still be acted on (no login needed)' },
    async (request) => {
      const result = await listing.validate(request.body.encryptedData);
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
    async (request) => ok(await listing.detail(principalOf(request), request.body.encryptedData)),
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
      const { fileName, pdf } = await listing.receipt(
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

/** The client's decision: authorise or reject, the demat permission and the bank paid from. */
function authoriseDecisionRoutes(app: FastifyInstance, deps: AuthoriseRouteDeps) {
  const { authorise, preHandler } = deps;
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
}

/** The authorisation calls (mfauth/...) and the MARS pending-authorisation calls. */
export function authoriseRoutes(
  app: FastifyInstance,
  deps: { authorise: AuthoriseService; guard: SessionGuard },
): void {
  const { authorise } = deps;
  const preHandler = deps.guard({ kind: ['FULL', 'AUTHORISATION'], allowPendingSteps: true });
  const groups = { authorise, listing: authorise.listing, preHandler };
  authoriseListRoutes(app, groups);
  authoriseReadRoutes(app, groups);
  authoriseDecisionRoutes(app, groups);
}
