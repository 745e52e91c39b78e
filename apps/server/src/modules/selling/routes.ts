import {
  checkRedPoaValidationCall,
  checkSwitchPoaValidationCall,
  generateTrxnOtpCall,
  getInstaCashDetailCall,
  getRedeemableHoldingsCall,
  getRedemptionPreviewCall,
  getSellOrderStatusCall,
  getSwitchPreviewCall,
  getSwitchTargetsCall,
  onConfirmInstaCashCall,
  onConfirmRedemptionCall,
  onConfirmSwitchCall,
  verifyEdisAuthorisationCall,
} from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.js';
import { postRoute } from '../../lib/route.js';
import type { SessionGuard } from '../access/index.js';
import type { SellAcknowledgements } from './acknowledgements.js';
import type { InvestorSales } from './investor-sales.js';
import type { SellPermissions } from './permissions.js';
import type { SellPreviews } from './previews.js';
import type { SwitchTargets } from './switch-targets.js';

/** The selling services the routes answer through. */
interface SellRouteDeps {
  previews: SellPreviews;
  targets: SwitchTargets;
  investor: InvestorSales;
  permissions: SellPermissions;
  acknowledgements: SellAcknowledgements;
  guard: SessionGuard;
}

const tag = 'selling';

/** Holdings, the redemption and switch previews, switch targets and insta cash limits. */
function sellPreviewRoutes(app: FastifyInstance, deps: SellRouteDeps) {
  const { previews, targets } = deps;
  const preHandler = deps.guard();

  postRoute(
    app,
    getRedeemableHoldingsCall,
    {
      tag,
      summary: 'Folios and schemes the investor may sell: units held, free, locked in and pending',
      preHandler,
    },
    async (request) => {
      const account = await request.account(request.body.ccode);
      return ok(await previews.redeemableHoldings(account));
    },
  );

  postRoute(
    app,
    getRedemptionPreviewCall,
    {
      tag,
      summary: 'What a redemption comes to: units first in first out, exit load, gains, NAV date',
      preHandler,
    },
    async (request) => ok(await previews.redemptionPreview(await request.account(), request.body)),
  );

  postRoute(
    app,
    getSwitchTargetsCall,
    {
      tag,
      summary: 'Schemes of the same AMC to switch into, or its open new fund offers',
      preHandler,
    },
    async (request) => ok(await targets.list(await request.account(), request.body)),
  );

  postRoute(
    app,
    getSwitchPreviewCall,
    {
      tag,
      summary:
        'What a switch comes to: the out leg, and the in leg at its own NAV date with stamp duty',
      preHandler,
    },
    async (request) => ok(await previews.switchPreview(await request.account(), request.body)),
  );

  postRoute(
    app,
    getInstaCashDetailCall,
    {
      tag,
      summary: "Today's insta cash limit of each liquid and overnight holding",
      preHandler,
    },
    async (request) =>
      ok(await previews.instaCashDetail(await request.account(request.body.ccode))),
  );
}

/** The transaction OTP and the confirms of a redemption, a switch and insta cash. */
function sellPlacementRoutes(app: FastifyInstance, deps: SellRouteDeps) {
  const { investor } = deps;
  const preHandler = deps.guard();

  postRoute(
    app,
    generateTrxnOtpCall,
    {
      tag,
      summary: 'Sends the OTP that authorises one redemption, switch or insta cash',
      preHandler,
    },
    async (request) => {
      const result = await investor.sendOtp(await request.account(), request.body, request.audit);
      return ok(result, result.message);
    },
  );

  postRoute(
    app,
    onConfirmRedemptionCall,
    {
      tag,
      summary:
        'Places a redemption with its OTP, once per sessionId; demat units without a POA/DDPI answer an eDIS redirect',
      preHandler,
    },
    async (request) => {
      const result = await investor.confirmRedemption(
        await request.account(),
        request.body,
        request.audit,
      );
      return ok(result, result.message);
    },
  );

  postRoute(
    app,
    onConfirmSwitchCall,
    {
      tag,
      summary: 'Places a switch or NFO switch with its OTP, once per sessionId',
      preHandler,
    },
    async (request) => {
      const result = await investor.confirmSwitch(
        await request.account(),
        request.body,
        request.audit,
      );
      return ok(result, result.message);
    },
  );

  postRoute(
    app,
    onConfirmInstaCashCall,
    {
      tag,
      summary: 'An instant redemption from a liquid or overnight fund, credited at once',
      preHandler,
    },
    async (request) => {
      const result = await investor.confirmInstaCash(
        await request.account(),
        request.body,
        request.audit,
      );
      return ok(result, result.message);
    },
  );
}

/** The POA/DDPI permission of a folio, the acknowledgement of a sale and its eDIS return. */
function sellPermissionRoutes(app: FastifyInstance, deps: SellRouteDeps) {
  const { permissions, acknowledgements } = deps;
  const preHandler = deps.guard();
  // The acknowledgement and the eDIS return of a sale the client authorised from a partner's
  // link are read in that tab, under its PIN login, as under a full login.
  const orFromAuthorisation = deps.guard({ kind: ['FULL', 'AUTHORISATION'] });
  for (const [call, sale] of [
    [checkRedPoaValidationCall, 'redemption'],
    [checkSwitchPoaValidationCall, 'switch'],
  ] as const)
    postRoute(
      app,
      call,
      {
        tag,
        summary: `The POA/DDPI and eDIS permission of a folio before a ${sale} (FLG_POA)`,
        preHandler,
      },
      async (request) => {
        const result = await permissions.poaCheck(
          await request.account(),
          request.body.folioNo,
          request.body.schCode,
        );
        return ok(result, result.message);
      },
    );

  postRoute(
    app,
    getSellOrderStatusCall,
    {
      tag,
      summary: 'The acknowledgement of a sale: status, NAV, units, exit load, settlement, payout',
      preHandler: orFromAuthorisation,
    },
    async (request) => {
      const result = await acknowledgements.orderStatus(await request.account(), request.body.tid);
      return ok(result, result.message);
    },
  );

  postRoute(
    app,
    verifyEdisAuthorisationCall,
    {
      tag,
      summary: "Reads the depository's eDIS decision on a sale and releases it to be priced",
      preHandler: orFromAuthorisation,
    },
    async (request) => {
      const result = await acknowledgements.verifyEdis(
        await request.account(),
        request.body.edisTrxnNo,
      );
      return ok(result, result.message);
    },
  );
}

/** Redemption, switch, NFO switch and insta cash: holdings, previews, the OTP, confirms and status. */
export function sellRoutes(app: FastifyInstance, deps: SellRouteDeps) {
  sellPreviewRoutes(app, deps);
  sellPlacementRoutes(app, deps);
  sellPermissionRoutes(app, deps);
}
