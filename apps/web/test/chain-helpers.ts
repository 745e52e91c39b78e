import type { TActivation } from '@cdesk/domain';
import { screen } from '@testing-library/react';
import {
  ashaHeader,
  envelope,
  facts,
  loginSuccess,
  mockGateway,
  paths,
  type Reply,
} from './gateway-mock';
import { renderApp } from './render-app';

/**
 * A server whose activation facts the test changes as steps are resolved: `state.facts` is what
 * login/checkEwealthAccountActivation answers next.
 */
export function chainServer(initial: Partial<TActivation>, extra: Record<string, Reply> = {}) {
  const state = { facts: facts(initial) };
  const calls = mockGateway({
    [paths.getCaptcha]: { body: envelope({ count: 0 }) },
    [paths.authenticate]: loginSuccess(),
    [paths.activation]: () => ({ body: envelope(state.facts) }),
    [paths.header]: { body: envelope(ashaHeader) },
    ...extra,
  });
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
