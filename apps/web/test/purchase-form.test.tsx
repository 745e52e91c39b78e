import {
  getCuttofDetailCall,
  getInstallmentDateCall,
  getSchemeDetailCall,
  orderMessages,
  purchaseScreenMessages,
  validatePurchaseCall,
} from '@cdesk/domain';
import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, mockDesk, type RecordedCall, reply, seedLoggedIn } from './gateway-mock';
import { allowed, cutoffReply, flexiCap, installmentReply } from './purchase-fixtures';
import { renderApp, where } from './render-app';

// The first visit of a run compiles the lazy routes; later ones are quick.
configure({ asyncUtilTimeout: 10_000 });

const page = '/transact/mutual-funds/purchase-buy-sip?schCode=120503';

/** Wednesday 12-08-2026, 11:00 in India: the desk's business time in these tests. */
const businessTime = '2026-08-12T05:30:00.000Z';

function gateway(validation: object = allowed) {
  return mockDesk(
    [
      reply(validatePurchaseCall, { body: envelope(validation) }),
      reply(getSchemeDetailCall, { body: envelope(flexiCap) }),
      reply(getCuttofDetailCall, { body: envelope(cutoffReply) }),
      reply(getInstallmentDateCall, (call: RecordedCall) => {
        const body = call.body as { installmentDate?: number };
        return {
          body: envelope(
            body.installmentDate
              ? installmentReply('2026-08-12', '2026-09-05', '2027-07-05')
              : installmentReply(),
          ),
        };
      }),
    ],
    { businessTime },
  );
}

describe('purchase form', { timeout: 20_000 }, () => {
  it('blocks with the validation message and never loads the scheme', async () => {
    seedLoggedIn();
    const calls = gateway({ ...allowed, validationCnt: 1, message: 'Purchases are closed.' });
    await renderApp(page);

    expect(await screen.findByText('Purchases are closed.')).toBeInTheDocument();
    expect(calls.some((c) => c.to === getSchemeDetailCall)).toBe(false);
  });

  it('asks to confirm a MARS validation, then loads the scheme', async () => {
    seedLoggedIn();
    gateway({ ...allowed, validationCnt: 1, isMarsValidation: 'Y', message: 'Held in MARS.' });
    const { user } = await renderApp(page);

    expect(
      await screen.findByText(`Held in MARS. ${orderMessages.marsConfirm}`),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, proceed' }));
    expect(await screen.findByRole('heading', { name: flexiCap.schemeName })).toBeInTheDocument();
  });

  it('offers the nominee wizard from transact when no nominee is on record', async () => {
    seedLoggedIn();
    gateway({
      ...allowed,
      validationCnt: 1,
      isNomineeRequired: 'Y',
      message: orderMessages.nomineeRequired,
      reDirectUrl: '/nomineeTransact',
    });
    const { user, router } = await renderApp(page);

    expect(await screen.findByText(orderMessages.nomineeRequired)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Add nominee' }));
    await waitFor(() => expect(where(router)).toBe('/nomineeTransact'));
    expect(router.state.location.state).toMatchObject({ isFromTransact: true, returnTo: page });
  });

  it('asks again with isNomineeRedirect when the investor goes on without a nominee', async () => {
    seedLoggedIn();
    const calls = mockDesk([
      reply(validatePurchaseCall, (call: RecordedCall) => ({
        body: envelope(
          (call.body as { isNomineeRedirect: string }).isNomineeRedirect === 'Y'
            ? allowed
            : { ...allowed, validationCnt: 1, isNomineeRequired: 'Y', message: 'No nominee.' },
        ),
      })),
      reply(getSchemeDetailCall, { body: envelope(flexiCap) }),
      reply(getCuttofDetailCall, { body: envelope(cutoffReply) }),
    ]);
    const { user, router, store } = await renderApp(page);

    await user.click(await screen.findByRole('button', { name: 'Continue without nominee' }));
    expect(await screen.findByRole('heading', { name: flexiCap.schemeName })).toBeInTheDocument();
    const validations = calls.filter((c) => c.to === validatePurchaseCall);
    expect(validations.at(-1)?.body).toMatchObject({ schCode: '120503', isNomineeRedirect: 'Y' });

    // The cart line carries the choice, so the confirm call is checked by the same rule.
    await user.type(screen.getByLabelText('Investment amount'), '5000');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(where(router)).toBe('/transact/mutual-funds/cart'));
    expect(store.getState().transactionCart?.cart.items[0]?.isNomineeRedirect).toBe('Y');
  });

  it('shows the latest NAV with its date and the amount in words', async () => {
    seedLoggedIn();
    gateway();
    const { user } = await renderApp(page);

    expect(await screen.findByText('₹85.432 as on 20-11-2026')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Investment amount'), '120000');
    expect(screen.getByText('One Lakh Twenty Thousand Only')).toBeInTheDocument();
  });

  it('refuses an amount below the minimum', async () => {
    seedLoggedIn();
    gateway();
    const { user, router } = await renderApp(page);

    await user.type(await screen.findByLabelText('Investment amount'), '4999');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(screen.getByText(orderMessages.minLumpsum('₹5,000.00'))).toBeInTheDocument();
    expect(where(router)).toBe(page);
  });

  it('asks for the SIP installment date, then adds the SIP with its dates to the cart', async () => {
    seedLoggedIn();
    gateway();
    const { user, router } = await renderApp(`${page}&mode=sip`);

    await user.type(await screen.findByLabelText('SIP installment amount'), '2000');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByText(purchaseScreenMessages.installmentDateRequired)).toBeInTheDocument();

    await user.selectOptions(await screen.findByLabelText('Installment date'), '5');
    expect(await screen.findByText('Today, 12-08-2026')).toBeInTheDocument();
    expect(screen.getByText('05-09-2026')).toBeInTheDocument();
    expect(screen.getByText('05-07-2027')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    await waitFor(() => expect(where(router)).toBe('/transact/mutual-funds/cart'));
    expect(await screen.findByRole('heading', { name: 'Your cart' })).toBeInTheDocument();
    expect(screen.getByText(flexiCap.schemeName)).toBeInTheDocument();
    // Installment 1 is paid with the cart today; the rest fall on the 5th.
    expect(
      screen.getByText(
        'Monthly on day 5, 12 installments: 1 today (12-08-2026), next 05-09-2026, last 05-07-2027',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /^Installment 1: NAV of 12-08-2026 if paid now \(cut-off 15:00 India time\)/,
      ),
    ).toBeInTheDocument();
    // ₹2,000 x 0.005 % = ₹0.10 of stamp duty; ₹1,999.90 buys units; the payment is ₹2,000.
    const duty = screen.getByText('Stamp duty (0.005%)').closest('div');
    expect(duty?.textContent).toBe('Stamp duty (0.005%)₹0.10');
    expect(screen.getByText('Net invested (estimate)').closest('div')?.textContent).toBe(
      'Net invested (estimate)₹1,999.90',
    );
    expect(screen.getByRole('button', { name: 'Proceed to pay ₹2,000.00' })).toBeInTheDocument();
  });
});
