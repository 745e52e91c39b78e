import {
  deleteGoalCall,
  getGoalCall,
  getGoalHoldingsCall,
  getGoalReturnAssumptionsCall,
  getGoalsCall,
  getInvestSuggestionsCall,
  getNfoListCall,
  getRiskProfileCall,
  logoutCall,
  saveGoalCall,
  saveRiskProfileCall,
  type TCategoryReturn,
  type TGoalView,
  type TNfoItem,
  type TRiskProfileView,
  type TSaveGoalRequest,
} from '@cdesk/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itemAdded, type CartItem } from '../src/features/checkout';
import { landingTarget } from '../src/features/shell/link-landings';
import { enabled } from './frame-fixtures';
import { envelope, mockDesk, reply, seedLoggedIn, type RecordedCall } from './gateway-mock';
import { openDesk, renderApp, where } from './render-app';

const categories: TCategoryReturn[] = [
  {
    categoryId: 'LIQUID',
    label: 'Liquid and overnight',
    riskLevel: 'Low to Moderate',
    medianReturn1y: '6.75',
    schemeCount: 2,
  },
  {
    categoryId: 'LARGE_CAP',
    label: 'Large cap',
    riskLevel: 'Very High',
    medianReturn1y: '18.00',
    schemeCount: 3,
  },
];

const assumptions = reply(getGoalReturnAssumptionsCall, {
  body: envelope({ asOnDate: '2026-08-24', defaultInflationPct: '6.00', categories }),
});

const holding = {
  folioNo: '15542039/32',
  schemeCode: 910002,
  schemeName: 'Beta Large Cap Fund - Direct Plan - Growth',
  amc: 'Beta Mutual Fund',
  units: '1000.000',
  nav: '120.0000',
  navDate: '2026-08-21',
  valuePaise: 12_000_000,
};
const holdings = reply(getGoalHoldingsCall, {
  body: envelope({
    asOnDate: '2026-08-24',
    holdings: [{ ...holding, linkedGoalId: null, linkedGoalName: null }],
  }),
});

const homeGoal: TGoalView = {
  goalId: 7,
  goalName: 'Home down payment',
  targetDate: '2031-08-24',
  targetTodayPaise: 100_000_000,
  inflationPct: '6.00',
  categories,
  asOnDate: '2026-08-24',
  monthsLeft: 60,
  futurePaise: 133_822_558,
  expectedReturnPct: '12.38',
  linked: [holding],
  linkedValuePaise: 12_000_000,
  progressPct: '8.97',
  projectedPaise: 22_214_282,
  shortfallPaise: 111_608_276,
  monthlySipPaise: 1_338_911,
  status: 'BEHIND',
  updatedAt: '2026-08-24T05:00:00.000Z',
};

const saves = (calls: RecordedCall[]) =>
  calls.filter((c) => c.to === saveGoalCall).map((c) => c.body as TSaveGoalRequest);

describe('goals', { timeout: 20_000 }, () => {
  it('lists each goal with its future amount, progress, status and the SIP it needs', async () => {
    await openDesk('/goals', [
      reply(getGoalsCall, { body: envelope({ asOnDate: '2026-08-24', goals: [homeGoal] }) }),
    ]);
    const list = await screen.findByRole('list', { name: 'Your goals' }, { timeout: 5000 });
    const card = within(within(list).getByRole('listitem'));
    expect(card.getByRole('link', { name: 'Home down payment' }).getAttribute('href')).toBe(
      '/viewneed?goalId=7',
    );
    // The future amount, and what the progress is measured against.
    expect(card.getAllByText('₹13,38,225.58')).toHaveLength(2);
    expect(card.getByText('Behind')).toBeInTheDocument();
    expect(card.getByRole('progressbar', { name: 'Progress of Home down payment' })).toHaveProperty(
      'ariaValueNow',
      '8.97',
    );
    expect(card.getByText('₹13,389.11 a month')).toBeInTheDocument();
  });

  it('says so when there is no goal yet and offers to create one', async () => {
    await openDesk('/goals', [
      reply(getGoalsCall, { body: envelope({ asOnDate: '2026-08-24', goals: [] }) }),
    ]);
    expect(
      await screen.findByText(/You have no goals yet/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a goal' }).getAttribute('href')).toBe(
      '/createneed',
    );
  });

  it('works out the plan as the investor types, then saves the goal and shows it', async () => {
    const { user, calls, router } = await openDesk('/createneed', [
      assumptions,
      holdings,
      reply(saveGoalCall, {
        body: envelope({ goal: homeGoal, message: 'Your goal has been saved.' }),
      }),
      reply(getGoalCall, { body: envelope({ goal: homeGoal }) }),
    ]);
    await user.type(
      await screen.findByLabelText('Goal name', {}, { timeout: 5000 }),
      'Home down payment',
    );
    await user.type(screen.getByLabelText('Target amount in today’s money'), '1000000');
    await user.type(screen.getByLabelText('Target date'), '24082031');
    expect(screen.getByLabelText('Target date')).toHaveProperty('value', '24-08-2031');
    // ₹10,00,000 at 6% for five years, at no growth until categories are chosen.
    const plan = screen.getByRole('region', { name: 'Your plan' });
    await waitFor(() => expect(within(plan).getAllByText('₹13,38,225.58')).toHaveLength(2));

    await user.click(screen.getByRole('checkbox', { name: /Large cap/ }));
    await user.click(screen.getByRole('checkbox', { name: /Liquid and overnight/ }));
    await user.click(screen.getByRole('checkbox', { name: /Beta Large Cap Fund/ }));
    // The domain's plan, as the server works it out: 12.38% a year, ₹1,20,000 linked.
    expect(await within(plan).findByText('₹13,389.11', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(plan).getByText(/At 12.38% a year/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save goal' }));
    expect(
      await screen.findByText('Your goal has been saved.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(where(router)).toBe('/viewneed?goalId=7');
    expect(saves(calls)).toEqual([
      {
        goalName: 'Home down payment',
        targetAmount: '1000000',
        targetDate: '2031-08-24',
        inflationPct: '6',
        categoryIds: ['LARGE_CAP', 'LIQUID'],
        links: [{ folioNo: '15542039/32', schemeCode: 910002 }],
      },
    ]);
    expect(screen.getByRole('list', { name: 'Linked holdings' }).textContent).toContain(
      'Beta Large Cap Fund',
    );
  });

  it('names what is missing before it asks the server', async () => {
    const { user, calls } = await openDesk('/createneed', [assumptions, holdings]);
    await user.click(await screen.findByRole('button', { name: 'Save goal' }, { timeout: 5000 }));
    expect(screen.getByText('Goal name cannot be empty.')).toBeInTheDocument();
    expect(screen.getByText('Target date should be valid.')).toBeInTheDocument();
    expect(screen.getByText('Please choose at least one fund category.')).toBeInTheDocument();
    expect(saves(calls)).toEqual([]);
    await user.type(screen.getByLabelText('Target date'), '01012020');
    await user.click(screen.getByRole('button', { name: 'Save goal' }));
    expect(screen.getByText('Target date should be after today.')).toBeInTheDocument();
  });

  it('holds a logout from the profile menu while a goal has unsaved changes', async () => {
    const { user, calls, router } = await openDesk('/createneed', [
      assumptions,
      holdings,
      reply(getGoalsCall, { body: envelope({ asOnDate: '2026-08-24', goals: [] }) }),
      reply(logoutCall, { body: envelope(null) }),
    ]);
    await user.type(await screen.findByLabelText('Goal name', {}, { timeout: 5000 }), 'Car');
    await router.navigate('/goals');
    await screen.findByText(/You have no goals yet/, {}, { timeout: 5000 });

    await user.click(await enabled('button', 'Account menu for Asha Verma'));
    await user.click(await screen.findByRole('menuitem', { name: 'logout' }, { timeout: 5000 }));
    expect(
      await screen.findByText(
        'You have unsaved changes to your goal. Save or discard them before you log out.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(where(router)).toBe('/createneed');
    expect(screen.getByLabelText('Goal name')).toHaveProperty('value', 'Car');
    expect(calls.some((c) => c.to === logoutCall)).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(where(router)).toBe('/goals'));
    await user.click(await enabled('button', 'Account menu for Asha Verma'));
    await user.click(await screen.findByRole('menuitem', { name: 'logout' }, { timeout: 5000 }));
    await waitFor(() => expect(calls.some((c) => c.to === logoutCall)).toBe(true));
  });

  it('deletes a goal after asking', async () => {
    const { user, calls, router } = await openDesk('/viewneed?goalId=7', [
      reply(getGoalCall, { body: envelope({ goal: homeGoal }) }),
      reply(deleteGoalCall, {
        body: envelope({ goalId: 7, message: 'Your goal has been deleted.' }),
      }),
      reply(getGoalsCall, { body: envelope({ asOnDate: '2026-08-24', goals: [] }) }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete' }, { timeout: 5000 }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Delete this goal?' },
      { timeout: 5000 },
    );
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(where(router)).toBe('/goals'));
    expect(calls.filter((c) => c.to === deleteGoalCall).map((c) => c.body)).toEqual([
      { goalId: 7 },
    ]);
  });
});

const aggressive: TRiskProfileView = {
  riskProfileId: 'RP-AGGRESSIVE',
  profileName: 'Aggressive',
  riskLevel: 'Very High',
  about: 'You aim for the most growth over many years and stay invested through large falls.',
  score: 35,
  maxScore: 35,
  capped: false,
  assessedOn: '2026-08-24',
  answers: [],
};

const suggestion = {
  schCode: 910002,
  schName: 'Beta Large Cap Fund - Direct Plan - Growth',
  amc: 'Beta Mutual Fund',
  plan: 'DIRECT' as const,
  option: 'GROWTH' as const,
  riskometerVal: 'Very High' as const,
  riskLevel: 6,
  latestNav: { latestNav: '120.0000', navDate: '2026-08-21' },
  return1y: '20.00',
  minLumpsumPaise: 500_000,
  minSipPaise: 50_000,
  sipAllowed: true,
};

describe('help me invest', { timeout: 20_000 }, () => {
  it('asks the questions, keeps the profile and suggests funds that suit it', async () => {
    let saved = false;
    const { user, calls } = await openDesk('/help-me-invest', [
      reply(getInvestSuggestionsCall, () => ({
        body: envelope(
          saved
            ? {
                asOnDate: '2026-08-24',
                profile: aggressive,
                groups: [{ ...categories[1]!, schemes: [suggestion] }],
              }
            : { asOnDate: '2026-08-24', profile: null, groups: [] },
        ),
      })),
      reply(saveRiskProfileCall, () => {
        saved = true;
        return {
          body: envelope({ profile: aggressive, message: 'Your risk profile is Aggressive.' }),
        };
      }),
    ]);
    await screen.findByRole('group', { name: '1. How old are you?' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'See my risk profile' }));
    expect(screen.getAllByText('Please answer every question.').length).toBeGreaterThan(1);
    expect(calls.some((c) => c.to === saveRiskProfileCall)).toBe(false);

    const pick = async (question: string, answer: string) =>
      user.click(within(screen.getByRole('group', { name: question })).getByLabelText(answer));
    await pick('1. How old are you?', 'Under 30');
    await pick('2. When will you need most of the money you invest?', 'After more than 10 years');
    await pick('3. How steady is your income?', 'Very steady, such as a salary or a pension');
    await pick(
      '4. Your investments fall 20% in a few months. What do you do?',
      'Invest more while prices are low',
    );
    await pick('5. How have you invested so far?', 'Equity funds or shares, for more than 5 years');
    await pick(
      '6. What do you want most from this money?',
      'The highest growth, accepting large swings',
    );
    await pick(
      '7. How many months of expenses do you keep aside for emergencies?',
      'More than 6 months',
    );
    await user.click(screen.getByRole('button', { name: 'See my risk profile' }));

    expect(
      await screen.findByText('Your risk profile is Aggressive.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Aggressive' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const save = calls.find((c) => c.to === saveRiskProfileCall)?.body as {
      answers: { questionId: string; optionId: string }[];
    };
    expect(save.answers.map((a) => a.optionId)).toEqual([
      'UNDER_30',
      'OVER_10Y',
      'STEADY',
      'BUY_MORE',
      'EQUITY_5Y',
      'MAX_GROWTH',
      'OVER_6M',
    ]);
    const group = screen.getByRole('region', { name: 'Large cap' });
    expect(within(group).getByText('+20.00%')).toBeInTheDocument();
    expect(
      within(group)
        .getByRole('link', { name: `Invest in ${suggestion.schName}` })
        .getAttribute('href'),
    ).toBe('/transact/mutual-funds/purchase-buy-sip?schCode=910002');
  });

  it('lets the cart ask its risk declaration against the saved profile', async () => {
    seedLoggedIn();
    const line: CartItem = {
      ccode: 'AC5000001',
      schcode: 910002,
      schemeName: suggestion.schName,
      trxnType: 'PIP',
      isDirect: 'Y',
      schOpt: 'G',
      schExch: '1',
      folioNo: '',
      totalAmount: 500_000,
      brokerage: 0,
      riskometerVal: 'High',
      isLiquid: false,
      riskDeclAccepted: 'N',
    };
    const moderate = {
      ...aggressive,
      riskProfileId: 'RP-MODERATE',
      profileName: 'Moderate',
      riskLevel: 'Moderate',
    };
    mockDesk([reply(getRiskProfileCall, { body: envelope({ profile: moderate }) })]);
    const { user, store } = await renderApp('/transact/mutual-funds/cart');
    await screen.findByRole('heading', { name: 'Your cart' }, { timeout: 5000 });
    store.dispatch(itemAdded({ item: line }));
    const declaration = await screen.findByRole(
      'checkbox',
      { name: /higher than my risk profile/ },
      { timeout: 5000 },
    );
    expect(declaration.closest('label')?.textContent).toContain('Your risk profile: Moderate.');
    await user.click(declaration);
    const cart = (store.getState() as { transactionCart?: { cart: { riskProfileId: string } } })
      .transactionCart?.cart;
    expect(cart?.riskProfileId).toBe('RP-MODERATE');
  });
});

const nfo = (schCode: number, status: TNfoItem['status'], schName: string): TNfoItem => ({
  schCode,
  schName,
  amc: 'JioBlackRock Mutual Fund',
  category: 'Equity Scheme - Flexi Cap Fund',
  subType: 'Flexi Cap Fund',
  plan: 'REGULAR',
  option: 'GROWTH',
  riskometerVal: 'Very High',
  riskLevel: 6,
  openDate: status === 'UPCOMING' ? '2026-09-01' : '2026-08-01',
  closeDate:
    status === 'CLOSED' ? '2026-08-10' : status === 'UPCOMING' ? '2026-09-15' : '2026-08-31',
  status,
  offerNav: '10.0000',
  minLumpsumPaise: 500_000,
  minSipPaise: 50_000,
  sipAllowed: true,
  exitLoad: 'Nil',
  benchmark: 'NIFTY 500 TRI',
});

describe('new fund offers', { timeout: 20_000 }, () => {
  it('lists the open offers with their window and leads to the NFO purchase and SIP forms', async () => {
    const { user, calls } = await openDesk('/transact/nfo', [
      reply(getNfoListCall, (call) => ({
        body: envelope({
          asOnDate: '2026-08-12',
          emfRestricted: 'N',
          nfos: (call.body as { keyword: string }).keyword
            ? []
            : [nfo(154641, 'OPEN', 'JioBlackRock Flexi Cap Fund')],
        }),
      })),
    ]);
    const open = await screen.findByRole(
      'region',
      { name: /Open for subscription/ },
      { timeout: 5000 },
    );
    expect(within(open).getByText(/Closes in 19 days, on 31-08-2026/)).toBeInTheDocument();
    expect(
      within(open)
        .getByRole('link', { name: 'Invest in JioBlackRock Flexi Cap Fund' })
        .getAttribute('href'),
    ).toBe('/transact/nfo/purchase?schCode=154641');
    expect(
      within(open)
        .getByRole('link', { name: 'Start SIP in JioBlackRock Flexi Cap Fund' })
        .getAttribute('href'),
    ).toBe('/transact/nfo/sip?schCode=154641');
    // The offers stand under the menu's Transact > Mutual Funds.
    await waitFor(() =>
      expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toBe(
        'HomeTransactMutual Funds',
      ),
    );

    await user.type(screen.getByLabelText('Search new fund offers'), 'axis');
    expect(
      await screen.findByText('No new fund offer matches your search.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.to === getNfoListCall).at(-1)?.body).toEqual({ keyword: 'axis' });
  });

  it('says plainly when no offer is open and shows the upcoming and closed ones', async () => {
    await openDesk('/transact/nfo/search', [
      reply(getNfoListCall, {
        body: envelope({
          asOnDate: '2026-08-12',
          emfRestricted: 'N',
          nfos: [
            nfo(154632, 'UPCOMING', 'JioBlackRock Large Cap Fund'),
            nfo(154633, 'CLOSED', 'JioBlackRock Nifty 50 Index Fund'),
          ],
        }),
      }),
    ]);
    expect(
      await screen.findByText(
        'No new fund offer is open for subscription on 12-08-2026.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Search new fund offers' })).toBeInTheDocument();
    const upcoming = screen.getByRole('region', { name: /Upcoming/ });
    expect(within(upcoming).getByText(/Opens on 01-09-2026/)).toBeInTheDocument();
    expect(within(upcoming).queryByRole('link', { name: /^Invest in/ })).toBeNull();
    expect(
      within(screen.getByRole('region', { name: /Closed/ })).getByText(/Closed on 10-08-2026/),
    ).toBeInTheDocument();
  });

  it('are where a product link to the NFO purchase leads', () => {
    const target = (query: string) => landingTarget('/prodlogin', new URLSearchParams(query));
    expect(target('prodType=mutual-funds&subType=nfoPurchase')).toBe('/transact/nfo');
    expect(target('prodType=MF&subType=NSIP')).toBe('/transact/nfo');
  });

  it('opens the NFO purchase of the mutual funds area on the offer asked for', async () => {
    const { router } = await openDesk(
      '/transact/mutual-funds/new-fund-offer-nfo-purchase?schCode=154641&mode=sip',
      [
        reply(getNfoListCall, {
          body: envelope({ asOnDate: '2026-08-12', emfRestricted: 'N', nfos: [] }),
        }),
      ],
    );
    await waitFor(() => expect(where(router)).toBe('/transact/nfo/sip?schCode=154641'));
  });
});
