import type { DemoPlacement, DemoPlacementContext } from './demo-placement.js';
import { demoPlans } from './plans-demo.js';

const asha = '5000001';
const hdfc = 'HDFC Mutual Fund';
const ppfas = 'PPFAS Mutual Fund';
const axis = 'Axis Mutual Fund';

// Schemes of the demo portfolio, and the ones the partner switches or transfers into.
const hdfcLiquid = 119091;
const hdfcMidCap = 118989;
const hdfcFlexiCap = 118955;
const ppfasFlexiCap = 122639;
const ppfasConservativeHybrid = 148958;
const axisElss = 120503;
const axisLargeCap = 120465;

/** A SIP of the demo portfolio by its registration reference, or null before it is seeded. */
async function sipId(c: DemoPlacementContext, orderRef: string): Promise<number | null> {
  return (await c.portfolio.sipByOrderRef(orderRef))?.id ?? null;
}

/**
 * What the demo partner places on the demo clients' holdings and plans (DEMO-DATA.md): for
 * 5000001 a redemption, a switch, an STP, a stop of its HDFC Mid Cap SIP, the revocation of the
 * stop on its UTI Nifty 50 SIP and a bulk switch; for 5000015 a redemption of its demat units,
 * which goes through the depository's eDIS page.
 */
export const sellAndPlanDemoPlacements: DemoPlacement[] = [
  {
    key: `demo:${asha}:RED`,
    build: async (c) => {
      const folioNo = await c.folioWith(asha, hdfc);
      return folioNo
        ? {
            njAcNo: asha,
            // HDFC Liquid Fund - Direct Plan - Growth Option
            trxn: {
              trnType: 'RED',
              folioNo,
              schCode: hdfcLiquid,
              redeemBy: 'AMOUNT',
              amount: '10000',
            },
            notes: 'From the liquid fund, for the expense you mentioned this month.',
          }
        : null;
    },
  },
  {
    key: `demo:${asha}:SWI`,
    build: async (c) => {
      const folioNo = await c.folioWith(asha, ppfas);
      return folioNo
        ? {
            njAcNo: asha,
            // Parag Parikh Flexi Cap Fund into Parag Parikh Conservative Hybrid Fund
            trxn: {
              trnType: 'SWI',
              folioNo,
              schCode: ppfasFlexiCap,
              redeemBy: 'UNITS',
              units: '50',
              targetSchCode: ppfasConservativeHybrid,
            },
            notes: 'Rebalancing part of the flexi-cap holding into the conservative hybrid fund.',
          }
        : null;
    },
  },
  {
    key: `demo:${asha}:STP`,
    build: async (c) => {
      const folioNo = await c.folioWith(asha, hdfc);
      return folioNo
        ? {
            njAcNo: asha,
            // HDFC Liquid Fund into HDFC Flexi Cap Fund, ₹2,000 on the 5th for a year
            trxn: {
              trnType: 'STP',
              schCode: hdfcLiquid,
              folioNo,
              targetSchCode: hdfcFlexiCap,
              amount: '2000',
              schedule: { freqId: 'M', installmentDate: 5, totalNoOfInst: 12 },
            },
            notes: 'A second transfer from the liquid fund, into the flexi-cap fund.',
          }
        : null;
    },
  },
  {
    key: `demo:${asha}:SSIP`,
    build: async (c) => {
      const planId = await sipId(c, `DEMO-${asha}-SIPREG-${hdfcMidCap}`);
      return planId
        ? {
            njAcNo: asha,
            trxn: { trnType: 'SSIP', planId },
            notes: 'Pausing the mid-cap SIP for now, as discussed.',
          }
        : null;
    },
  },
  {
    key: `demo:${asha}:TSR`,
    build: async (c) => {
      const planId = await sipId(c, demoPlans.stop.sipOrderRef);
      return planId
        ? {
            njAcNo: asha,
            trxn: { trnType: 'TSR', planId },
            notes: 'Keeping the index SIP running after all: the stop is revoked.',
          }
        : null;
    },
  },
  {
    key: `demo:${asha}:BSWI`,
    build: async (c) => {
      const [hdfcFolio, axisFolio] = await Promise.all([
        c.folioWith(asha, hdfc),
        c.folioWith(asha, axis),
      ]);
      return hdfcFolio && axisFolio
        ? {
            njAcNo: asha,
            trxn: {
              trnType: 'BSWI',
              legs: [
                // HDFC Liquid Fund into HDFC Mid Cap Fund
                {
                  folioNo: hdfcFolio,
                  schCode: hdfcLiquid,
                  redeemBy: 'AMOUNT',
                  amount: '5000',
                  targetSchCode: hdfcMidCap,
                },
                // Axis ELSS Tax Saver Fund units past their lock-in, into Axis Large Cap Fund
                {
                  folioNo: axisFolio,
                  schCode: axisElss,
                  redeemBy: 'UNITS',
                  units: '10',
                  targetSchCode: axisLargeCap,
                },
              ],
            },
            notes:
              'Two switches together: liquid into mid-cap, and freed ELSS units into large-cap.',
          }
        : null;
    },
  },
  {
    key: 'demo:5000015:RED',
    build: async (c) => {
      // The "folio" of units held in demat mode, named after the demat account.
      const accountId = await c.accountIdOf('5000015');
      const folios = accountId === null ? [] : await c.portfolio.folios(accountId);
      const folioNo = folios.find((f) => f.amc === ppfas && f.mode === 'D')?.folioNo;
      return folioNo
        ? {
            njAcNo: '5000015',
            // Parag Parikh Flexi Cap Fund held in demat mode
            trxn: {
              trnType: 'RED',
              folioNo,
              schCode: ppfasFlexiCap,
              redeemBy: 'UNITS',
              units: '100',
            },
            notes: 'Redeeming part of your demat holding; you will authorise the debit by eDIS.',
          }
        : null;
    },
  },
];
