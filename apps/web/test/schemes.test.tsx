import {
  getSchemeListCall,
  type TGetSchemeListResponse,
  type TSchemeListItem,
} from '@cdesk/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  filterChanged,
  initialListing,
  listingSlice,
} from '../src/features/mutual-funds/schemes/listing-slice';
import { envelope, mockDesk, type RecordedCall, reply, seedLoggedIn } from './gateway-mock';
import { renderApp } from './render-app';

const axis: TSchemeListItem = {
  schCode: 120503,
  schName: 'Axis ELSS Tax Saver Fund',
  amc: 'Axis Mutual Fund',
  category: 'Equity Scheme - ELSS',
  subType: 'ELSS',
  schemeType: 'EQUITY',
  plan: 'DIRECT',
  option: 'GROWTH',
  latestNav: { latestNav: '112.2201', navDate: '2026-08-21' },
  return1y: '-3.42',
  riskometerVal: 'Very High',
  riskLevel: 6,
  isNfo: false,
  purchaseAllowed: true,
  sipAllowed: true,
};

function page(schemes: TSchemeListItem[], totalCount = schemes.length): TGetSchemeListResponse {
  return {
    schemes,
    totalCount,
    pageNo: 1,
    pageSize: 20,
    filterOptions: {
      schemeTypes: ['EQUITY', 'DEBT', 'LIQUID', 'CASH', 'OTHERS'],
      subTypes: ['ELSS', 'Mid Cap Fund'],
      amcs: ['Axis Mutual Fund', 'HDFC Mutual Fund'],
      riskLevels: ['Low', 'Low to Moderate', 'Moderate', 'Moderately High', 'High', 'Very High'],
    },
  };
}

const listCalls = (calls: RecordedCall[]) =>
  calls.filter((c) => c.to === getSchemeListCall).map((c) => c.body as Record<string, unknown>);

describe('the listing filter', () => {
  it('starts again at page 1 on any change, and drops a sub type of another scheme type', () => {
    const reduce = listingSlice.reducer;
    let state = reduce(initialListing, filterChanged({ selectedSchemeType: 'EQUITY' }));
    state = reduce(state, filterChanged({ selectedSubType: 'ELSS' }));
    state = reduce(state, listingSlice.actions.pageChanged(4));
    expect(state.pageNo).toBe(4);
    state = reduce(state, filterChanged({ selectedAmc: 'Axis Mutual Fund' }));
    expect(state).toMatchObject({ pageNo: 1, selectedSubType: 'ELSS' });
    state = reduce(state, filterChanged({ selectedSchemeType: 'DEBT' }));
    expect(state).toMatchObject({ selectedSchemeType: 'DEBT', selectedSubType: '' });
    state = reduce(state, listingSlice.actions.filterCleared());
    expect(state).toEqual(initialListing);
  });
});

describe('all funds', () => {
  it('shows each fund with its NAV, date, signed return, risk and where Invest leads', async () => {
    seedLoggedIn();
    mockDesk([reply(getSchemeListCall, { body: envelope(page([axis], 14282)) })]);
    await renderApp('/transact/mutual-funds/allFunds');

    expect(await screen.findByText('14,282 funds', {}, { timeout: 5000 })).toBeInTheDocument();
    const card = screen.getByTestId('scheme-card');
    expect(within(card).getByText('₹112.220')).toBeInTheDocument();
    expect(within(card).getByText('21-08-2026')).toBeInTheDocument();
    expect(within(card).getByText('-3.42%')).toBeInTheDocument();
    expect(within(card).getByText('Very High')).toBeInTheDocument();
    expect(
      within(card)
        .getByRole('link', { name: 'Invest in Axis ELSS Tax Saver Fund' })
        .getAttribute('href'),
    ).toBe('/transact/mutual-funds/purchase-buy-sip?schCode=120503');
    expect(
      within(card)
        .getByRole('link', { name: 'Start SIP in Axis ELSS Tax Saver Fund' })
        .getAttribute('href'),
    ).toBe('/transact/mutual-funds/purchase-buy-sip?schCode=120503&mode=sip');
  });

  it('searches once the typing pauses, not on every key', async () => {
    seedLoggedIn();
    const calls = mockDesk([reply(getSchemeListCall, { body: envelope(page([axis])) })]);
    const { user } = await renderApp('/transact/mutual-funds/allFunds');
    await screen.findByText('1 fund');

    await user.type(screen.getByLabelText('Search funds'), 'axis elss');
    await waitFor(() => expect(listCalls(calls).at(-1)?.searchKeyword).toBe('axis elss'));
    // The first page load and one search: the keystrokes in between sent nothing.
    expect(listCalls(calls)).toHaveLength(2);
    expect(listCalls(calls)[1]).toMatchObject({
      pageNo: 1,
      pageSize: 20,
      searchKeyword: 'axis elss',
    });
  });

  it('says why the list is empty, and shows the server message on failure', async () => {
    seedLoggedIn();
    mockDesk([
      reply(getSchemeListCall, (call) =>
        (call.body as { selectedRisk?: string }).selectedRisk === 'Low'
          ? { status: 400, body: envelope(null, false, 'Selected risk should be valid.') }
          : { body: envelope(page([])) },
      ),
    ]);
    const { store } = await renderApp('/transact/mutual-funds/allFunds');
    expect(await screen.findByText(/No schemes match your filter/)).toBeInTheDocument();
    store.dispatch(filterChanged({ selectedRisk: 'Low' }));
    expect(await screen.findByText('Selected risk should be valid.')).toBeInTheDocument();
  });
});
