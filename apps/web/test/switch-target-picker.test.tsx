import {
  checkSwitchPoaValidationCall,
  getRedeemableHoldingsCall,
  getStpTargetSchemesCall,
  getSwitchTargetsCall,
  sellMessages,
  type TSwitchTarget,
} from '@cdesk/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, reply, type RecordedCall } from './gateway-mock';
import { openDesk } from './render-app';
import { flexiHolding, holdingsReply, physical } from './selling-fixtures';

configure({ asyncUtilTimeout: 10_000 });

/** Wednesday 12-08-2026, 11:00 in India. */
const businessTime = '2026-08-12T05:30:00.000Z';

/** The four variants of one scheme, under the bare name the 8-field AMFI file gives them all. */
const variants: TSwitchTarget[] = [
  ['DIRECT', 'GROWTH', 122640],
  ['DIRECT', 'IDCW', 122641],
  ['REGULAR', 'GROWTH', 122642],
  ['REGULAR', 'IDCW', 122643],
].map(([plan, option, schcode]) => ({
  schcode: schcode as number,
  schemeName: 'Parag Parikh ELSS Tax Saver Fund',
  schemeType: 'EQUITY',
  plan: plan as TSwitchTarget['plan'],
  option: option as TSwitchTarget['option'],
  isNfo: 'N',
  nfoCloseDate: '',
  minAmount: '500.00',
  exitLoad: 'Nil',
  riskometer: 'Very High',
}));

type Only = { plan?: string; option?: string };
const matching = (body: Only) =>
  variants.filter(
    (t) => (!body.plan || t.plan === body.plan) && (!body.option || t.option === body.option),
  );

const gateway = [
  reply(getRedeemableHoldingsCall, { body: envelope(holdingsReply) }),
  reply(checkSwitchPoaValidationCall, { body: envelope(physical) }),
  reply(getSwitchTargetsCall, (call: RecordedCall) => ({
    body: envelope({ amc: 'PPFAS Mutual Fund', targets: matching(call.body as Only) }),
  })),
  reply(getStpTargetSchemesCall, (call: RecordedCall) => ({
    body: envelope({
      amc: 'PPFAS Mutual Fund',
      schemes: matching(call.body as Only).map(({ schcode, schemeName, plan, option }) => ({
        schCode: schcode,
        schemeName,
        plan,
        option,
      })),
    }),
  })),
];

const optionLabels = (select: HTMLElement) =>
  [...select.querySelectorAll('option')].map((o) => o.textContent ?? '').filter((l) => l !== '');

describe('the scheme picker of a switch or an STP', { timeout: 30_000 }, () => {
  it('starts on the holding’s plan and option and names every scheme with its plan and option', async () => {
    const { user, calls } = await openDesk(
      `/transact/mutual-funds/allFunds/switch?schCode=${flexiHolding.schcode}`,
      gateway,
      { businessTime },
    );
    const plan = await screen.findByLabelText('Plan and option');
    expect((plan as HTMLSelectElement).value).toBe('DIRECT-GROWTH');
    expect(optionLabels(plan)[0]).toBe('Direct Plan · Growth (as now)');
    const select = await screen.findByLabelText('Switch into (schemes of PPFAS Mutual Fund)');
    await waitFor(() =>
      expect(optionLabels(select)).toEqual([
        'Choose a scheme',
        'Parag Parikh ELSS Tax Saver Fund - Direct Plan - Growth',
      ]),
    );
    expect(calls.find((c) => c.to === getSwitchTargetsCall)?.body).toMatchObject({
      plan: 'DIRECT',
      option: 'GROWTH',
    });
    await user.selectOptions(plan, 'ALL');
    await waitFor(() => expect(optionLabels(select)).toHaveLength(5));
    const names = optionLabels(select).slice(1);
    // Never the same visible label twice.
    expect(new Set(names).size).toBe(4);
    expect(names).toContain('Parag Parikh ELSS Tax Saver Fund - Regular Plan - IDCW');
  });

  it('asks before a Direct to Regular switch and says why, and keeps nothing chosen on No', async () => {
    const { user } = await openDesk(
      `/transact/mutual-funds/allFunds/switch?schCode=${flexiHolding.schcode}`,
      gateway,
      { businessTime },
    );
    await user.selectOptions(await screen.findByLabelText('Plan and option'), 'REGULAR-GROWTH');
    const select = await screen.findByLabelText('Switch into (schemes of PPFAS Mutual Fund)');
    await waitFor(() => expect(optionLabels(select)).toHaveLength(2));
    await user.selectOptions(select, '122642');
    const dialog = await screen.findByRole('dialog', { name: sellMessages.directToRegularTitle });
    expect(dialog.textContent).toContain('higher expense ratio');
    expect(dialog.textContent).toContain('commission');
    expect(dialog.textContent).toContain('Parag Parikh Flexi Cap Fund - Direct Plan - Growth');
    expect(dialog.textContent).toContain(
      'Parag Parikh ELSS Tax Saver Fund - Regular Plan - Growth',
    );
    await user.click(within(dialog).getByRole('button', { name: sellMessages.directToRegularNo }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((select as HTMLSelectElement).value).toBe('');

    await user.selectOptions(select, '122642');
    await user.click(await screen.findByRole('button', { name: sellMessages.directToRegularYes }));
    await waitFor(() => expect((select as HTMLSelectElement).value).toBe('122642'));
  });

  it('does not ask when the switch stays in a Direct plan', async () => {
    const { user } = await openDesk(
      `/transact/mutual-funds/allFunds/switch?schCode=${flexiHolding.schcode}`,
      gateway,
      { businessTime },
    );
    await user.selectOptions(await screen.findByLabelText('Plan and option'), 'DIRECT-IDCW');
    const select = await screen.findByLabelText('Switch into (schemes of PPFAS Mutual Fund)');
    await waitFor(() => expect(optionLabels(select)).toHaveLength(2));
    await user.selectOptions(select, '122641');
    expect((select as HTMLSelectElement).value).toBe('122641');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks the same before a Direct to Regular STP', async () => {
    const { user, calls } = await openDesk(
      `/transact/mutual-funds/allFunds/stp?schCode=${flexiHolding.schcode}`,
      gateway,
      { businessTime },
    );
    const plan = await screen.findByLabelText('Plan and option');
    expect((plan as HTMLSelectElement).value).toBe('DIRECT-GROWTH');
    await user.selectOptions(plan, 'REGULAR-IDCW');
    const select = await screen.findByLabelText('Transfer to (schemes of PPFAS Mutual Fund)');
    await waitFor(() =>
      expect(optionLabels(select)).toEqual([
        'Choose a scheme',
        'Parag Parikh ELSS Tax Saver Fund - Regular Plan - IDCW',
      ]),
    );
    expect(calls.filter((c) => c.to === getStpTargetSchemesCall).at(-1)?.body).toMatchObject({
      plan: 'REGULAR',
      option: 'IDCW',
    });
    await user.selectOptions(select, '122643');
    expect(
      await screen.findByRole('dialog', { name: sellMessages.directToRegularTitle }),
    ).toBeInTheDocument();
  });
});

describe('the labels of a scheme list', () => {
  it('tells apart two schemes AMFI gives the same full name by their code', async () => {
    const { targetLabels } = await import('../src/features/mutual-funds/sell/target-picker');
    const same = { schemeName: 'HDFC FMP 1100D', plan: 'DIRECT', option: 'GROWTH' } as const;
    const labels = targetLabels([
      { ...same, schCode: 1 },
      { ...same, schCode: 2 },
      { ...same, schemeName: 'HDFC Mid Cap Fund', schCode: 3 },
    ]);
    expect([...labels.values()]).toEqual([
      'HDFC FMP 1100D - Direct Plan - Growth (code 1)',
      'HDFC FMP 1100D - Direct Plan - Growth (code 2)',
      'HDFC Mid Cap Fund - Direct Plan - Growth',
    ]);
  });
});
