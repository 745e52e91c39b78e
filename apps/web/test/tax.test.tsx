import {
  capitalGainsTaxTexts,
  checkRedPoaValidationCall,
  getRedeemableHoldingsCall,
  getRedemptionPreviewCall,
  getTaxSlabCall,
  saveTaxSlabCall,
  taxHarvestingCall,
  taxMessages,
  type TTaxHarvestingResponse,
} from '@cdesk/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, reply } from './gateway-mock';
import { openDesk } from './render-app';
import { flexiHolding, holdingsReply, physical, previewReply } from './selling-fixtures';

configure({ asyncUtilTimeout: 10_000 });

const businessTime = '2026-08-12T05:30:00.000Z';

describe('Settings: Tax', { timeout: 30_000 }, () => {
  it('explains the slab, starts at Not chosen and saves the rate picked', async () => {
    const { user, calls } = await openDesk('/settings?tab=tax', [
      reply(getTaxSlabCall, {
        body: envelope({ slabBasisPoints: null, choices: [0, 500, 1000, 1500, 2000, 3000] }),
      }),
      reply(saveTaxSlabCall, {
        body: envelope(
          { slabBasisPoints: 3000, choices: [0, 500, 1000, 1500, 2000, 3000] },
          true,
          taxMessages.slabSaved,
        ),
      }),
    ]);
    const select = await screen.findByLabelText<HTMLSelectElement>('Your income-tax slab rate');
    expect(select.value).toBe('none');
    expect(screen.getByText(/Surcharge and cess are never included/)).toBeInTheDocument();
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Not chosen', '0 %', '5 %', '10 %', '15 %', '20 %', '30 %']);
    await user.selectOptions(select, '3000');
    await user.click(screen.getByRole('button', { name: 'Save slab' }));
    expect(await screen.findByText(taxMessages.slabSaved)).toBeInTheDocument();
    expect(calls.find((c) => c.to === saveTaxSlabCall)?.body).toEqual({ slabBasisPoints: 3000 });
  });
});

describe('the sell preview’s tax', { timeout: 30_000 }, () => {
  it('opens filled by units from the address and shows the tax, the exemption and what is left out', async () => {
    const tax = {
      financialYear: '2026-27',
      // ₹1,50,000 of s. 112A gains with this sale: ₹25,000 over the exemption at 12.5 % = ₹3,125.
      taxPaise: 312_500,
      exemptionLimitPaise: 12_500_000,
      exemptionUsedPaise: 2_500_000,
      exemptionLeftPaise: 0,
      notIncluded: [capitalGainsTaxTexts.slabNotChosen, capitalGainsTaxTexts.surchargeAndCess],
    };
    const page = `/transact/mutual-funds/redeem-sell-swp?schCode=${flexiHolding.schcode}&folioNo=${encodeURIComponent(flexiHolding.folioNo)}&units=12.5`;
    const { user, calls } = await openDesk(
      page,
      [
        reply(getRedeemableHoldingsCall, { body: envelope(holdingsReply) }),
        reply(checkRedPoaValidationCall, { body: envelope(physical) }),
        reply(getRedemptionPreviewCall, { body: envelope(previewReply({ tax })) }),
      ],
      { businessTime },
    );
    expect((await screen.findByLabelText<HTMLInputElement>('Redeem units')).value).toBe('12.5');
    await user.click(screen.getByRole('button', { name: 'Review redeem' }));
    const section = await screen.findByRole('region', { name: /Estimated tax of this sale/ });
    expect(section.textContent).toContain('FY 2026-27');
    expect(within(section).getByText('₹3,125.00')).toBeInTheDocument();
    expect(within(section).getByText('₹25,000.00')).toBeInTheDocument();
    expect(within(section).getByText('₹0.00 of ₹1,25,000.00')).toBeInTheDocument();
    expect(within(section).getByText(capitalGainsTaxTexts.surchargeAndCess)).toBeInTheDocument();
    expect(
      within(section).getByRole('link', { name: 'Choose your income-tax slab in Settings' }),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.to === getRedemptionPreviewCall)?.body).toMatchObject({
      redeemBy: 'UNITS',
      units: '12.5',
    });
  });
});

const harvest: TTaxHarvestingResponse = {
  financialYear: '2026-27',
  asOnDate: '2026-08-12',
  exemptionLimitPaise: 12_500_000,
  exemptionUsedPaise: 4_000_000,
  exemptionLeftPaise: 8_500_000,
  rows: [
    {
      folioNo: '55501234',
      schemeCode: 120503,
      schemeName: 'Axis ELSS Tax Saver Fund - Direct Plan - Growth',
      heldUnits: '60.000',
      units: '40.000',
      nav: '112.2201',
      navDate: '2026-08-11',
      grossPaise: 448_880,
      longTermGainPaise: 168_880,
      exitLoadPaise: 0,
    },
    {
      folioNo: '91029384/12',
      schemeCode: 118989,
      schemeName: 'HDFC Mid Cap Fund - Direct Plan - Growth',
      heldUnits: '15.000',
      units: '0.000',
      nav: '210.0000',
      navDate: '2026-08-11',
      grossPaise: 0,
      longTermGainPaise: 0,
      exitLoadPaise: 0,
    },
  ],
  notIncluded: [capitalGainsTaxTexts.surchargeAndCess],
};

describe('Tax harvesting', { timeout: 30_000 }, () => {
  it('shows the exemption left and a redeem button filled with each holding’s units', async () => {
    await openDesk('/report/mutual-funds/tax-harvesting', [
      reply(taxHarvestingCall, { body: envelope(harvest) }),
    ]);
    expect(await screen.findByText('₹85,000.00')).toBeInTheDocument();
    expect(screen.getByText('₹40,000.00')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Holdings' });
    const [elss, midCap] = within(list).getAllByRole('listitem');
    expect(elss!.textContent).toContain('₹4,488.80');
    expect(elss!.textContent).toContain('+₹1,688.80');
    const redeem = within(elss!).getByRole('link', { name: /Redeem 40.000 units of Axis ELSS/ });
    expect(redeem.getAttribute('href')).toContain(
      '/transact/mutual-funds/redeem-sell-swp?schCode=120503&folioNo=55501234&units=40.000',
    );
    expect(midCap!.textContent).toContain('No units to sell now');
    expect(within(midCap!).queryByRole('link')).toBeNull();
    expect(screen.getByText(capitalGainsTaxTexts.surchargeAndCess)).toBeInTheDocument();
  });

  it('says so when no equity-oriented fund is held', async () => {
    await openDesk('/report/mutual-funds/tax-harvesting', [
      reply(taxHarvestingCall, { body: envelope({ ...harvest, rows: [] }) }),
    ]);
    expect(await screen.findByText(/You hold no equity-oriented funds/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Holdings' })).toBeNull());
  });
});
