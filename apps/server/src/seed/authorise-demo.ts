import type { AccessService } from '../modules/access/index.js';
import { AppError } from '../lib/app-error.js';
import type { PartnerPlacements } from '../modules/authorise/index.js';
import type { PortfolioService } from '../modules/portfolio/index.js';
import type { DemoPlacement, DemoPlacementContext } from './demo-placement.js';
import { sellAndPlanDemoPlacements } from './authorise-sell-plans-demo.js';

export type { DemoPlacement, DemoPlacementContext } from './demo-placement.js';

const hdfc = 'HDFC Mutual Fund';

/** 5000001's purchases: one with net-banking payment details, one without, and a SIP. */
export const purchaseDemoPlacements: DemoPlacement[] = [
  {
    key: 'demo:5000001:PIP:paid',
    build: async (c) => ({
      njAcNo: '5000001',
      // HDFC Mid Cap Fund - Direct Plan - Growth Option, into the HDFC folio
      trxn: {
        trnType: 'PIP',
        schCode: 118989,
        folioNo: (await c.folioWith('5000001', hdfc)) ?? undefined,
        amount: '10000',
      },
      payment: { payMode: '1', bankCode: 'HDFC', bankAccNo: '50100234567812' },
      notes: 'Top-up of your mid-cap allocation, as discussed.',
    }),
  },
  {
    key: 'demo:5000001:PIP:unpaid',
    build: async () => ({
      njAcNo: '5000001',
      // Parag Parikh Flexi Cap Fund - Direct Plan - Growth
      trxn: { trnType: 'PIP', schCode: 122639, amount: '25000' },
      notes: 'Lumpsum into the flexi-cap fund; please choose how to pay.',
    }),
  },
  {
    key: 'demo:5000001:SIP',
    build: async () => ({
      njAcNo: '5000001',
      // UTI Nifty 50 Index Fund - Direct Plan - Growth Option, on the HDFC mandate
      trxn: {
        trnType: 'SIP',
        schCode: 120716,
        amount: '3000',
        sip: { freqId: 'M', installmentDate: 10, totalNoOfInst: 24 },
      },
      payment: { payMode: '1', bankCode: 'HDFC', bankAccNo: '50100234567812' },
      notes: 'A second index SIP from the 10th.',
    }),
  },
];

/**
 * The demo partner's MARS switch for 5000001 (DEMO-DATA.md): ₹20,000 of HDFC Liquid Fund into HDFC
 * Balanced Advantage Fund and ₹5,000 of UTI Nifty 50 Index Fund into UTI Balanced Advantage Fund,
 * under one MARS target number of the Balanced Advantage portfolio.
 */
export const marsDemoPlacements: DemoPlacement[] = [
  {
    key: 'demo:5000001:MARSSWI',
    build: async (c) => {
      const hdfc = await c.folioWith('5000001', 'HDFC Mutual Fund');
      const uti = await c.folioWith('5000001', 'UTI Mutual Fund');
      if (!hdfc || !uti) return null;
      return {
        njAcNo: '5000001',
        trxn: {
          trnType: 'MARSSWI',
          marsId: 'MARS02',
          legs: [
            {
              folioNo: hdfc,
              schCode: 119091,
              redeemBy: 'AMOUNT',
              amount: '20000',
              targetSchCode: 118968,
            },
            {
              folioNo: uti,
              schCode: 120716,
              redeemBy: 'AMOUNT',
              amount: '5000',
              targetSchCode: 151885,
            },
          ],
        },
        notes:
          'Moving part of your liquid and index holdings into the Balanced Advantage portfolio.',
      };
    },
  },
];

/** Every demo placement: one line per family of transaction types. */
export const authoriseDemoPlacements: DemoPlacement[] = [
  ...purchaseDemoPlacements,
  ...sellAndPlanDemoPlacements,
  ...marsDemoPlacements,
];

/**
 * Places the demo partner's transactions through the placement service, so their links are in
 * the outbox as a real placement's are. Safe at every start.
 */
export async function seedAuthoriseDemo(deps: {
  placements: PartnerPlacements;
  access: AccessService;
  portfolio: PortfolioService;
  log?: { warn(detail: object, message: string): void };
  demos?: readonly DemoPlacement[];
}): Promise<number> {
  const context: DemoPlacementContext = {
    portfolio: deps.portfolio,
    accountIdOf: async (njAcNo) => (await deps.access.findAccount(njAcNo, 'NJACNO'))?.id ?? null,
    folioWith: async (njAcNo, amc) => {
      const account = await deps.access.findAccount(njAcNo, 'NJACNO');
      return account ? deps.portfolio.existingFolio(account.id, amc) : null;
    },
  };
  const audit = { ip: '127.0.0.1', requestId: 'demo-seed' };
  let placed = 0;
  for (const demo of deps.demos ?? authoriseDemoPlacements) {
    // Follow the key past placements that expired unanswered, to the one to place now.
    let key = demo.key;
    let earlier = await deps.placements.byKey(key);
    while (earlier?.state === 'EXPIRED') {
      key = `${demo.key}@${earlier.expiresAt.getTime()}`;
      earlier = await deps.placements.byKey(key);
    }
    if (earlier) continue;
    try {
      const placement = await demo.build(context);
      if (!placement) continue;
      await deps.placements.place(placement, audit, { key });
      placed += 1;
    } catch (error) {
      // A bare database lacks the schemes or holdings a demo names: it is placed on a later start.
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      if (error.errCode !== 'SCHEME_NOT_FOUND' && error.errCode !== 'NO_CLIENT')
        deps.log?.warn({ key, reason: error.displayMessage }, 'demo placement skipped');
    }
  }
  return placed;
}
