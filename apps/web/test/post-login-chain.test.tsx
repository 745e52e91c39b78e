import {
  askMeLaterCall,
  bannerDetailCall,
  checkEwealthAccountActivationCall,
  checkFatcaDeclarationCall,
  checkLoginIdAvailabilityCall,
  getDpChargesUrlCall,
  getHeaderByUccCall,
  getTotalNonMarsCountCall,
  logoutCall,
  messages,
  panAadhaarSeedingCall,
  saveFatcaDeclarationCall,
  savePersonalisedLoginIdCall,
  type TActivation,
} from '@cdesk/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { marsBanner } from './banner-fixtures';
import { chainServer, logIn } from './chain-helpers';
import { envelope, reply } from './gateway-mock';
import { where } from './render-app';

const panHtml =
  '<p>Your <strong>PAN must be linked</strong> with Aadhaar.</p><img src=x onerror="alert(1)"><script>alert(2)</script>';
const fatcaHtml =
  '<p>I, <strong>Asha Verma</strong>, declare that:</p><ul><li>I am a tax resident of India only.</li></ul>';

describe('post-login chain: the first screen after login', () => {
  it.each<[string, Partial<TActivation>, string, string]>([
    [
      'PAN-Aadhaar seeding',
      { isPanWithAadharSeeding: 'Y' },
      '/panAadhaarSeeding',
      'Link your PAN with Aadhaar',
    ],
    [
      'FATCA',
      { fatcaDeclarationPending: 'Y', fatcaHtml },
      '/fatcadeclaration',
      'FATCA / CRS self-declaration',
    ],
    [
      'depository charges',
      { dpChargesPending: 'Y' },
      '/deactivateducc',
      'Outstanding depository charges',
    ],
    ['re-KYC without a link', { isRekycMandatory: 'Y' }, '/rekyc', 'Re-KYC required'],
    [
      'personalised login ID',
      { isAskPersonalizedLogin: 'Y' },
      '/ask-peronalised',
      'Choose your personalised login ID',
    ],
    [
      'unverified e-mail',
      { emailVerified: 'N' },
      '/verifyemail',
      'We cannot reach your e-mail address',
    ],
    ['expired password', { isPasswordExpired: 'Y' }, '/settings?tab=change-password', 'Settings'],
    [
      'forced password change',
      { chnagePassWord: 'Y' },
      '/settings?tab=change-password',
      'Settings',
    ],
    ['nothing', {}, '/', 'Welcome, Asha Verma'],
  ])('%s pending: opens its screen', async (_name, pending, path, heading) => {
    chainServer(pending, [reply(checkFatcaDeclarationCall, { body: envelope({ fatcaHtml }) })]);
    const { router } = await logIn();

    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(where(router)).toBe(path);
  });

  it('opens the dashboard with what waits for authorisation in its first paint', async () => {
    chainServer({}, [reply(getTotalNonMarsCountCall, { body: envelope({ count: 2 }) })]);
    // What the dashboard holds the first time it is in the document.
    let firstDashboard: string | null = null;
    const watch = new MutationObserver(() => {
      if (firstDashboard !== null || !document.getElementById('products-heading')) return;
      firstDashboard = document.querySelector('main')?.textContent ?? '';
    });
    watch.observe(document.body, { childList: true, subtree: true });
    await logIn();

    await screen.findByRole('link', { name: /2 transactions wait for your authorisation/ });
    watch.disconnect();
    // The card never comes in later and pushes the page down.
    expect(firstDashboard).toContain('2 transactions wait for your authorisation');
  });

  it('follows the spec order: PAN-Aadhaar before FATCA before depository charges', async () => {
    chainServer({
      isPanWithAadharSeeding: 'Y',
      fatcaDeclarationPending: 'Y',
      dpChargesPending: 'Y',
    });
    const { router } = await logIn();

    await screen.findByRole('heading', { name: 'Link your PAN with Aadhaar' });
    expect(router.state.location.pathname).toBe('/panAadhaarSeeding');
  });

  it('explains re-KYC on the desk, from the account, before it sends the investor to the KRA', async () => {
    const link = 'http://127.0.0.1/cdesk/sandbox/kra/rekyc?ref=r1';
    chainServer({
      isRekycMandatory: 'Y',
      reKycLink: link,
      reKycReasonId: 'NOT_VALIDATED',
      kycUpdatedOn: '2012-03-14',
    });
    const { loads, router, user } = await logIn();

    await screen.findByRole('heading', { name: 'Re-KYC required' });
    expect(router.state.location.pathname).toBe('/rekyc');
    expect(loads).toEqual([]);
    expect(screen.getByRole('heading', { name: 'What re-KYC is' })).toBeInTheDocument();
    expect(screen.getByText(/could not validate your KYC record/)).toBeInTheDocument();
    expect(screen.getByText(/Your KYC record dates from 14-03-2012\./)).toBeInTheDocument();
    expect(screen.getByText(/It takes about 10 minutes/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue to the KRA' }));
    expect(loads).toEqual([link]);
  });

  it('shows only the logo and Logout while a step is pending', async () => {
    const { calls } = chainServer({ emailVerified: 'N' });
    await logIn();
    await screen.findByRole('heading', { name: 'We cannot reach your e-mail address' });

    const banner = screen.getByRole('banner');
    expect(
      within(banner)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Logout']);
    expect(calls.some((call) => call.to === getHeaderByUccCall)).toBe(false);
  });
});

describe('post-login chain: resolving the steps', () => {
  it('takes FATCA, then the personalised login ID, then the e-mail check, in that order', async () => {
    const { state, calls } = chainServer(
      { fatcaDeclarationPending: 'Y', isAskPersonalizedLogin: 'Y', emailVerified: 'N', fatcaHtml },
      [
        reply(checkFatcaDeclarationCall, { body: envelope({ fatcaHtml }) }),
        reply(saveFatcaDeclarationCall, () => {
          state.facts = { ...state.facts, fatcaDeclarationPending: 'N' };
          return { body: envelope(null, true, 'Your FATCA declaration has been recorded.') };
        }),
        reply(checkLoginIdAvailabilityCall, {
          body: envelope({ available: true, message: 'This login ID is available.' }),
        }),
        reply(savePersonalisedLoginIdCall, () => {
          state.facts = { ...state.facts, isAskPersonalizedLogin: 'N' };
          return { body: envelope(null, true, messages.loginIdSaved) };
        }),
        reply(askMeLaterCall, () => {
          state.facts = { ...state.facts, deferredSteps: ['VERIFY_EMAIL'] };
          return { body: envelope({ deferredSteps: ['VERIFY_EMAIL'] }) };
        }),
      ],
    );
    const { user, router, store } = await logIn();

    expect(await screen.findByText('I am a tax resident of India only.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Declaration should be checked.')).toBeInTheDocument();
    expect(calls.some((call) => call.to === saveFatcaDeclarationCall)).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: /accept the declaration/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await screen.findByRole('heading', { name: 'Choose your personalised login ID' });
    expect(calls.find((call) => call.to === saveFatcaDeclarationCall)?.body).toEqual({
      njAcNo: '5000001',
      reqFrom: 'WEB',
      accepted: 'Y',
    });
    await user.type(screen.getByLabelText('Personalised Login ID'), 'asha.v');
    expect(await screen.findByText('This login ID is available.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByRole('heading', { name: 'We cannot reach your e-mail address' });
    expect(store.getState().access.loginid).toBe('asha.v');
    await user.click(screen.getByRole('button', { name: 'Ask Me Later' }));

    await screen.findByRole('heading', { name: 'Welcome, Asha Verma' });
    expect(router.state.location.pathname).toBe('/');
    expect(calls.find((call) => call.to === askMeLaterCall)?.body).toEqual({
      step: 'VERIFY_EMAIL',
    });
  });

  it('resumes a deep link opened before login once the steps are done, then forgets it', async () => {
    const { state, calls } = chainServer({ emailVerified: 'N' }, [
      reply(askMeLaterCall, () => {
        state.facts = { ...state.facts, deferredSteps: ['VERIFY_EMAIL'] };
        return { body: envelope({ deferredSteps: ['VERIFY_EMAIL'] }) };
      }),
      reply(bannerDetailCall, { body: envelope(marsBanner) }),
    ]);
    const { user, router } = await logIn('/transact/banner/banner?BI=102&t=MARS&rf=al');
    await screen.findByRole('heading', { name: 'We cannot reach your e-mail address' });
    expect(sessionStorage.getItem('cdesk:deep-link')).toBe(
      '/transact/banner/banner?BI=102&t=MARS&rf=al',
    );

    await user.click(screen.getByRole('button', { name: 'Ask Me Later' }));

    // The offer's product, in place of its link.
    await waitFor(() => expect(where(router)).toBe('/transact/mars/portfolios'));
    expect(calls.find((call) => call.to === bannerDetailCall)?.body).toEqual({
      BI: '102',
      t: 'MARS',
    });
    await waitFor(() => expect(sessionStorage.getItem('cdesk:deep-link')).toBeNull());
  });

  it('opens a deep link straight after login when nothing is pending', async () => {
    chainServer({});
    const { router } = await logIn(
      '/prodlogin?prodType=mutual-funds&subType=purchase&para1=122639&para2=sip&rf=al',
    );

    await waitFor(() =>
      expect(where(router)).toBe('/transact/mutual-funds/purchase-buy-sip?schCode=122639&mode=sip'),
    );
  });

  it('goes home, not to a path that is no deep link', async () => {
    chainServer({});
    const { router } = await logIn('/settings');

    await screen.findByRole('heading', { name: 'Welcome, Asha Verma' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('PAN-Aadhaar: Already Linked shows the server message, OK goes on', async () => {
    const { state, calls } = chainServer(
      { isPanWithAadharSeeding: 'Y', panAahaarSeedingHtml: panHtml },
      [
        reply(panAadhaarSeedingCall, () => {
          state.facts = { ...state.facts, isPanWithAadharSeeding: 'N' };
          return {
            body: envelope(
              {
                linkUrl: 'https://tax.example/link',
                isPanWithAadharSeeding: 'N',
                isPanWithAadharDeactive: 'N',
              },
              true,
              'Thank you. Your PAN is linked with your Aadhaar.',
            ),
          };
        }),
      ],
    );
    const { user, router } = await logIn();
    await screen.findByRole('heading', { name: 'Link your PAN with Aadhaar' });
    // The server's markup shows as text and emphasis; no image, no script.
    expect(screen.getByText('PAN must be linked').tagName).toBe('STRONG');
    expect(document.querySelector('main img, main script')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Already Linked' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Thank you. Your PAN is linked with your Aadhaar.');
    expect(calls.find((call) => call.to === panAadhaarSeedingCall)?.body).toEqual({
      njAcNo: '5000001',
      action: 'ALREADY_LINKED',
    });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    await screen.findByRole('heading', { name: 'Welcome, Asha Verma' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('PAN-Aadhaar: the popup closes on Esc without going on', async () => {
    chainServer({ isPanWithAadharSeeding: 'Y' }, [
      reply(panAadhaarSeedingCall, {
        body: envelope(
          {
            linkUrl: 'https://tax.example/link',
            isPanWithAadharSeeding: 'Y',
            isPanWithAadharDeactive: 'N',
          },
          true,
          'You will now be taken to the income tax portal.',
        ),
      }),
    ]);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, router } = await logIn();
    await user.click(await screen.findByRole('button', { name: 'Link Now' }));
    const dialog = await screen.findByRole('dialog');
    expect(document.activeElement && dialog.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(open).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/panAadhaarSeeding');
  });

  it('PAN-Aadhaar: Link Now opens the tax site; a deactive account is then logged out', async () => {
    const { calls } = chainServer({ isPanWithAadharSeeding: 'Y', isPanWithAadharDeactive: 'Y' }, [
      reply(panAadhaarSeedingCall, {
        body: envelope(
          {
            linkUrl: 'https://tax.example/link',
            isPanWithAadharSeeding: 'Y',
            isPanWithAadharDeactive: 'Y',
          },
          true,
          'Your account stays inactive until the link is done, so you will be logged out.',
        ),
      }),
      reply(logoutCall, { body: envelope(null) }),
    ]);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, store, loads } = await logIn();
    await screen.findByRole('heading', { name: 'Link your PAN with Aadhaar' });
    expect(screen.queryByRole('button', { name: 'Ask me Later' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Link Now' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));

    expect(open).toHaveBeenCalledWith('https://tax.example/link', '_blank', 'noopener,noreferrer');
    await waitFor(() => expect(store.getState().access.is_login).toBe(false));
    expect(calls.some((call) => call.to === logoutCall)).toBe(true);
    expect(loads).toEqual(['/login']);
  });

  it('PAN-Aadhaar: Ask me Later puts it off for the session', async () => {
    const { state, calls } = chainServer({ isPanWithAadharSeeding: 'Y' }, [
      reply(askMeLaterCall, () => {
        state.facts = { ...state.facts, deferredSteps: ['PAN_AADHAAR'] };
        return { body: envelope({ deferredSteps: ['PAN_AADHAAR'] }) };
      }),
    ]);
    const { user } = await logIn();

    await user.click(await screen.findByRole('button', { name: 'Ask me Later' }));

    await screen.findByRole('heading', { name: 'Welcome, Asha Verma' });
    expect(calls.find((call) => call.to === askMeLaterCall)?.body).toEqual({
      step: 'PAN_AADHAAR',
    });
  });

  it('depository charges: only Pay now when they are not optional', async () => {
    chainServer({ dpChargesPending: 'Y', dpChargesPendingNote: 'Charges of ₹354.00 are due.' });
    await logIn();

    expect(await screen.findByText('Charges of ₹354.00 are due.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remind me later' })).toBeNull();
  });

  it('depository charges: Pay now opens the payment page and waits until it is paid', async () => {
    const url = 'http://127.0.0.1/cdesk/sandbox/depository/dp-charges?ref=p1';
    const { state, calls } = chainServer({ dpChargesPending: 'Y' }, [
      reply(getDpChargesUrlCall, { body: envelope({ dpChargesUrl: url }) }),
    ]);
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user, router } = await logIn();

    await user.click(await screen.findByRole('button', { name: 'Pay now' }));

    expect(
      await screen.findByRole('heading', { name: 'Waiting for your payment…' }),
    ).toBeInTheDocument();
    expect(tab.location.href).toBe(url);
    expect(tab.opener).toBeNull();
    expect(calls.find((call) => call.to === getDpChargesUrlCall)?.body).toEqual({
      name: 'Client Desk',
      userId: '5000001',
    });

    // Not paid yet: coming back to the tab checks and stays.
    fireEvent.focus(window);
    await waitFor(() =>
      expect(
        calls.filter((call) => call.to === checkEwealthAccountActivationCall).length,
      ).toBeGreaterThan(1),
    );
    expect(router.state.location.pathname).toBe('/deactivateducc');

    state.facts = { ...state.facts, dpChargesPending: 'N' };
    fireEvent.focus(window);
    await screen.findByRole('heading', { name: 'Welcome, Asha Verma' });
  });

  it('depository charges: Remind me later when they are optional', async () => {
    const { state, calls } = chainServer({ dpChargesPending: 'Y', optionalDpChargesPending: 'Y' }, [
      reply(askMeLaterCall, () => {
        state.facts = { ...state.facts, deferredSteps: ['DP_CHARGES'] };
        return { body: envelope({ deferredSteps: ['DP_CHARGES'] }) };
      }),
    ]);
    const { user } = await logIn();

    await user.click(await screen.findByRole('button', { name: 'Remind me later' }));

    await screen.findByRole('heading', { name: 'Welcome, Asha Verma' });
    expect(calls.find((call) => call.to === askMeLaterCall)?.body).toEqual({
      step: 'DP_CHARGES',
    });
  });

  it('personalised login ID: checks the rules as typed and refuses a taken ID', async () => {
    const { calls } = chainServer({ isAskPersonalizedLogin: 'Y' }, [
      reply(checkLoginIdAvailabilityCall, {
        body: envelope({ available: false, message: messages.loginIdTaken }),
      }),
    ]);
    const { user } = await logIn();
    const field = await screen.findByLabelText('Personalised Login ID');

    await user.type(field, '1abc');
    expect(screen.getByText('Login ID must be 6 to 30 characters long.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '1abcdef');
    expect(screen.getByText('Login ID must start with a letter.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'asha.verma');

    expect(await screen.findByText(messages.loginIdTaken)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(calls.some((call) => call.to === savePersonalisedLoginIdCall)).toBe(false);
    expect(calls.filter((call) => call.to === checkLoginIdAvailabilityCall)).toHaveLength(1);
  });

  it('verify e-mail: Continue goes to help and support to send a query', async () => {
    chainServer({ emailVerified: 'N' });
    const { user, router } = await logIn();

    await user.click(await screen.findByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Send a query' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/help-and-support/send-query');
  });

  it('re-KYC: the page links to the re-KYC site and checks again on request', async () => {
    const { state } = chainServer({ isRekycMandatory: 'Y' });
    const { user } = await logIn();
    await screen.findByRole('heading', { name: 'Re-KYC required' });

    state.facts = { ...state.facts, isRekycMandatory: 'N' };
    await user.click(screen.getByRole('button', { name: 'I have completed it' }));

    await screen.findByRole('heading', { name: 'Welcome, Asha Verma' });
  });
});
