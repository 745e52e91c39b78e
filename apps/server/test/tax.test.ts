import { capitalGainsTaxTexts, taxMessages } from '@cdesk/domain';
import { describe, expect, it } from 'vitest';
import { testDatabases } from './support/databases.js';
import { sellDesk } from './support/selling.js';

const red = (path: string) => `ewamftrxnsws/api/redemption/${path}`;

describe.each(testDatabases())('tax slab, sale tax and tax harvesting on $name', ({ open }) => {
  // Friday 21-08-2026, financial year 2026-27: s. 112A exempts ₹1,25,000 of long-term gains.
  const desk = sellDesk(open);

  it('keeps no slab until the investor chooses one, refuses a rate not offered, and clears it', async () => {
    expect(await desk.ok('settings/getTaxSlab', {})).toEqual({
      slabBasisPoints: null,
      choices: [0, 500, 1000, 1500, 2000, 3000],
    });
    const refused = await desk.refused('settings/saveTaxSlab', { slabBasisPoints: 1234 });
    expect(refused).toMatchObject({ status: 400, message: taxMessages.slabInvalid });
    expect(await desk.ok('settings/saveTaxSlab', { slabBasisPoints: 3000 })).toMatchObject({
      slabBasisPoints: 3000,
    });
    expect(await desk.ok('settings/getTaxSlab', {})).toMatchObject({ slabBasisPoints: 3000 });
    await desk.ok('settings/saveTaxSlab', { slabBasisPoints: 2000 });
    expect(await desk.ok('settings/getTaxSlab', {})).toMatchObject({ slabBasisPoints: 2000 });
    expect(await desk.ok('settings/saveTaxSlab', { slabBasisPoints: null })).toMatchObject({
      slabBasisPoints: null,
    });
  });

  it('shows the tax of a long-term ELSS sale and the exemption it uses', async () => {
    const data = await desk.ok(red('getRedemptionPreview'), {
      folioNo: desk.folios.axis,
      schCode: 120503,
      redeemBy: 'UNITS',
      units: '40',
    });
    // The 40 units of 15-03-2023 at 70.0000, sold at 112.2201: 40 x 112.2201 = ₹4,488.80 less
    // 40 x 70 = ₹2,800.00 (no stamp duty, no ELSS exit load) = ₹1,688.80 long term. Within the
    // ₹1,25,000: no tax; ₹1,25,000 - ₹1,688.80 = ₹1,23,311.20 left.
    expect(data.figures.longTermGain).toBe('1688.80');
    expect(data.tax).toMatchObject({
      financialYear: '2026-27',
      taxPaise: 0,
      exemptionLimitPaise: 12_500_000,
      exemptionUsedPaise: 168_880,
      exemptionLeftPaise: 12_331_120,
    });
    expect(data.tax.notIncluded).toContain(capitalGainsTaxTexts.surchargeAndCess);
  });

  it('leaves a liquid fund short-term gain out without a slab, and taxes it at the slab chosen', async () => {
    const ask = { folioNo: desk.folios.sbi, schCode: 119800, redeemBy: 'UNITS', units: '50' };
    const without = await desk.ok(red('getRedemptionPreview'), ask);
    expect(without.tax.taxPaise).toBe(0);
    expect(without.tax.notIncluded).toContain(capitalGainsTaxTexts.slabNotChosen);
    await desk.ok('settings/saveTaxSlab', { slabBasisPoints: 3000 });
    const at30 = await desk.ok(red('getRedemptionPreview'), ask);
    // 50 units of 01-08-2026 at 4000.0000; the latest NAV is 4096.0000 (21-08-2026), the liquid
    // fund's exit load on day 20 is nil: 50 x 96 = ₹4,800.00 short term, at 30 % = ₹1,440.00.
    expect(at30.figures.shortTermGain).toBe('4800.00');
    expect(at30.tax.taxPaise).toBe(144_000);
    expect(at30.tax.notIncluded).not.toContain(capitalGainsTaxTexts.slabNotChosen);
    await desk.ok('settings/saveTaxSlab', { slabBasisPoints: null });
  });

  it('proposes the long-term ELSS units free of lock-in, and none of the mid-cap bought this month', async () => {
    const data = await desk.ok('reports/taxHarvesting', {});
    expect(data).toMatchObject({
      financialYear: '2026-27',
      asOnDate: '2026-08-21',
      exemptionLimitPaise: 12_500_000,
      exemptionUsedPaise: 0,
      exemptionLeftPaise: 12_500_000,
    });
    // Only the 40 units of 2023 are both past the three-year lock-in and long term; the 20 of
    // 22-08-2025 are locked in until 2028. Their ₹1,688.80 gain is within the ₹1,25,000.
    expect(data.rows.find((r: { schemeCode: number }) => r.schemeCode === 120503)).toMatchObject({
      folioNo: desk.folios.axis,
      heldUnits: '60.000',
      units: '40.000',
      nav: '112.2201',
      grossPaise: 448_880,
      longTermGainPaise: 168_880,
      exitLoadPaise: 0,
    });
    // The mid-cap lots of August 2026 are short term: nothing to harvest.
    expect(data.rows.find((r: { schemeCode: number }) => r.schemeCode === 118989)).toMatchObject({
      units: '0.000',
      longTermGainPaise: 0,
    });
    // A liquid fund is not equity-oriented: no row.
    expect(data.rows.some((r: { schemeCode: number }) => r.schemeCode === 119800)).toBe(false);
  });
});
