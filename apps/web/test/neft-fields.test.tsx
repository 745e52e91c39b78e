import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { store } from '../src/app/store';
import { NeftFields } from '../src/features/checkout/payment/neft-fields';

const account = {
  accName: 'NJ India Invest Pvt Ltd - MF Collection',
  bankName: 'HDFC Bank',
  accNo: 'NJMFCOLL0001',
  ifsc: 'HDFC0000060',
};

function renderFields(given: typeof account | undefined) {
  render(
    <Provider store={store}>
      <NeftFields nfo={false} account={given} refNo="" reRefNo="" onProblem={() => undefined} />
    </Provider>,
  );
}

describe('NEFT/RTGS fields', () => {
  it('shows the collection account the server gives', () => {
    renderFields(account);
    const values = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(values).toEqual([account.accName, account.accNo, account.ifsc, account.bankName]);
    expect(screen.getByText('Account number')).toBeInTheDocument();
  });

  it('leaves the account out until the server has given it', () => {
    renderFields(undefined);
    expect(screen.queryAllByRole('definition')).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'UTR number' })).toBeInTheDocument();
  });
});
