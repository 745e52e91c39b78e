import {
  changePasswordCall,
  changePinCall,
  messages,
  passwordRules,
  pinMessages,
} from '@cdesk/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chainServer, logIn } from './chain-helpers';
import { envelope, mockDesk, reply, seedLoggedIn } from './gateway-mock';
import { renderApp } from './render-app';

function ruleStates() {
  const list = screen.getByRole('list', { name: 'Your new password must have' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('settings: change password', () => {
  it('lists the password rules and ticks each one as the new password meets it', async () => {
    seedLoggedIn();
    mockDesk();
    const { user } = await renderApp('/settings?tab=change-password');
    await screen.findByRole('tab', { name: 'Change Password', selected: true });

    expect(ruleStates()).toEqual(passwordRules.map((rule) => `${rule.text} (not met yet)`));

    await user.type(screen.getByLabelText('New password'), 'abcDEF12');

    expect(ruleStates()).toEqual([
      '8 to 16 characters (met)',
      'at least one capital letter (met)',
      'at least one small letter (met)',
      'at least one number (met)',
      'at least one special character such as @ # $ % & * (not met yet)',
      'no spaces (met)',
    ]);
  });

  it('says what is wrong before calling the server', async () => {
    seedLoggedIn();
    const calls = mockDesk();
    const { user } = await renderApp('/settings');
    await screen.findByRole('tab', { name: 'Change Password' });

    await user.type(screen.getByLabelText('Current password'), 'Demo@1234');
    await user.type(screen.getByLabelText('New password'), 'Fresh@2026');
    await user.type(screen.getByLabelText('Confirm new password'), 'Fresh@2027');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(screen.getByRole('alert').textContent).toContain(messages.passwordMismatch);
    expect(calls.some((call) => call.to === changePasswordCall)).toBe(false);
  });

  it('after a forced change, goes on along the chain and says the password was changed', async () => {
    const { state, calls } = chainServer({ isPasswordExpired: 'Y' }, [
      reply(changePasswordCall, () => {
        state.facts = { ...state.facts, isPasswordExpired: 'N' };
        return { body: envelope(null, true, messages.passwordChanged) };
      }),
    ]);
    const { user, router } = await logIn();
    await screen.findByText('Your password has expired. Please set a new one to continue.');

    await user.type(screen.getByLabelText('Current password'), 'Demo@1234');
    await user.type(screen.getByLabelText('New password'), 'Fresh@2026');
    await user.type(screen.getByLabelText('Confirm new password'), 'Fresh@2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    await screen.findByRole('heading', { name: 'Welcome, Asha Verma' });
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText(messages.passwordChanged)).toBeInTheDocument();
    expect(calls.find((call) => call.to === changePasswordCall)?.body).toEqual({
      oldPassword: 'Demo@1234',
      newPassword: 'Fresh@2026',
      confirmPassword: 'Fresh@2026',
    });
  });

  it("shows the server's refusal", async () => {
    seedLoggedIn();
    mockDesk([
      reply(changePasswordCall, {
        status: 400,
        body: envelope(null, false, messages.passwordWrongCurrent),
      }),
    ]);
    const { user } = await renderApp('/settings');
    await screen.findByRole('tab', { name: 'Change Password' });

    await user.type(screen.getByLabelText('Current password'), 'Wrong@1234');
    await user.type(screen.getByLabelText('New password'), 'Fresh@2026');
    await user.type(screen.getByLabelText('Confirm new password'), 'Fresh@2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect((await screen.findByRole('alert')).textContent).toContain(messages.passwordWrongCurrent);
  });
});

describe('settings: change PIN', () => {
  it('opens from /setting on the PIN tab and checks the PIN rules before calling the server', async () => {
    seedLoggedIn();
    const calls = mockDesk();
    const { user } = await renderApp('/setting?tab=change-pin');
    await screen.findByRole('tab', { name: 'Change PIN', selected: true });

    await user.type(screen.getByLabelText('Current PIN'), '4826');
    await user.type(screen.getByLabelText('New PIN'), '12a34');
    await user.type(screen.getByLabelText('Confirm new PIN'), '1234');
    expect((screen.getByLabelText('New PIN') as HTMLInputElement).value).toBe('1234');
    await user.click(screen.getByRole('button', { name: 'Change PIN' }));

    expect(screen.getByRole('alert').textContent).toContain(pinMessages.tooSimple);
    expect(calls.some((call) => call.to === changePinCall)).toBe(false);
  });

  it('sends the change and shows the server message, clearing the form', async () => {
    seedLoggedIn();
    const calls = mockDesk([
      reply(changePinCall, { body: envelope(null, true, messages.pinChanged) }),
    ]);
    const { user } = await renderApp('/settings?tab=change-pin');
    await screen.findByRole('tab', { name: 'Change PIN', selected: true });

    await user.type(screen.getByLabelText('Current PIN'), '4826');
    await user.type(screen.getByLabelText('New PIN'), '7391');
    await user.type(screen.getByLabelText('Confirm new PIN'), '7391');
    await user.click(screen.getByRole('button', { name: 'Change PIN' }));

    expect((await screen.findByRole('status')).textContent).toContain(messages.pinChanged);
    expect(calls.find((call) => call.to === changePinCall)?.body).toEqual({
      oldPin: '4826',
      newPin: '7391',
      confirmPin: '7391',
    });
    expect((screen.getByLabelText('Current PIN') as HTMLInputElement).value).toBe('');
  });

  it('shows the server refusal of a wrong current PIN', async () => {
    seedLoggedIn();
    const refusal = `${pinMessages.wrongCurrent} 3 attempts left.`;
    mockDesk([reply(changePinCall, { status: 400, body: envelope(null, false, refusal) })]);
    const { user } = await renderApp('/settings?tab=change-pin');
    await screen.findByRole('tab', { name: 'Change PIN', selected: true });

    await user.type(screen.getByLabelText('Current PIN'), '1357');
    await user.type(screen.getByLabelText('New PIN'), '7391');
    await user.type(screen.getByLabelText('Confirm new PIN'), '7391');
    await user.click(screen.getByRole('button', { name: 'Change PIN' }));

    expect((await screen.findByRole('alert')).textContent).toContain(refusal);
  });
});
