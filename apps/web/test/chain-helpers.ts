import {
  authenticateCall,
  checkEwealthAccountActivationCall,
  getCaptchaCall,
  getHeaderByUccCall,
  type TActivation,
} from '@cdesk/domain';
import { screen } from '@testing-library/react';
import {
  ashaHeader,
  envelope,
  facts,
  loginSuccess,
  mockGateway,
  reply,
  type MockedReply,
} from './gateway-mock';
import { renderApp } from './render-app';

/**
 * A server whose activation facts the test changes as steps are resolved: `state.facts` is what
 * login/checkEwealthAccountActivation answers next.
 */
export function chainServer(initial: Partial<TActivation>, extra: MockedReply[] = []) {
  const state = { facts: facts(initial) };
  const calls = mockGateway([
    reply(getCaptchaCall, { body: envelope({ count: 0 }) }),
    reply(authenticateCall, loginSuccess()),
    reply(checkEwealthAccountActivationCall, () => ({ body: envelope(state.facts) })),
    reply(getHeaderByUccCall, { body: envelope(ashaHeader) }),
    ...extra,
  ]);
  return { state, calls };
}

/** Logs in as Asha from `path` (a deep link, or the login page itself). */
export async function logIn(path = '/login') {
  const app = await renderApp(path);
  await screen.findByRole('heading', { name: 'Log in to your account' });
  await app.user.type(screen.getByRole('textbox', { name: 'Wealth Account No.' }), '5000001');
  await app.user.type(screen.getByLabelText('Password'), 'Demo@1234');
  await app.user.click(screen.getByRole('button', { name: 'Login' }));
  return app;
}
