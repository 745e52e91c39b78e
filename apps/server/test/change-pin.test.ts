import { encodeMappingCredential, messages, pinMessages } from '@cdesk/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema.js';
import { envelope, login, post } from './support/app.js';
import { testDatabases } from './support/databases.js';
import { appPerSuite } from './support/suite.js';

const changePin = '/cdesk/gw/login/changePin';
const pinLogin = '/cdesk/gw/ewamftrxnsws/login/authenticateAuthorization';

describe.each(testDatabases())('changing the PIN on $name', ({ open }) => {
  const suite = appPerSuite(open);

  it('needs a session', async () => {
    const response = await post(suite.app, changePin, {
      oldPin: '4826',
      newPin: '7391',
      confirmPin: '7391',
    });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    [{ oldPin: 4826, newPin: '7391', confirmPin: '7391' }],
    [{ oldPin: '4826', newPin: '7'.repeat(9), confirmPin: '7391' }],
    [{ oldPin: '4826' }],
    [['4826', '7391']],
  ])('answers malformed input %o with a 400 and a message', async (body) => {
    const { token } = await login(suite.app, '5000013');
    const response = await post(suite.app, changePin, body, token);
    expect(response.statusCode).toBe(400);
    expect(envelope(response).displayMessage).not.toBe('');
  });

  it.each([
    [{ oldPin: '', newPin: '7391', confirmPin: '7391' }, 'Current PIN cannot be empty.'],
    [{ oldPin: '4826', newPin: '73a1', confirmPin: '73a1' }, pinMessages.format],
    [{ oldPin: '4826', newPin: '1234', confirmPin: '1234' }, pinMessages.tooSimple],
    [{ oldPin: '4826', newPin: '4826', confirmPin: '4826' }, pinMessages.sameAsOld],
    [{ oldPin: '4826', newPin: '7391', confirmPin: '7319' }, pinMessages.mismatch],
  ])('refuses %o with the rule it breaks', async (body, message) => {
    const { token } = await login(suite.app, '5000013');
    const response = await post(suite.app, changePin, body, token);
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toMatchObject({ isSuccess: false, displayMessage: message });
  });

  it('counts a wrong current PIN towards the block and says how many attempts are left', async () => {
    const { token } = await login(suite.app, '5000013');
    const response = await post(
      suite.app,
      changePin,
      { oldPin: '1357', newPin: '7391', confirmPin: '7391' },
      token,
    );
    expect(response.statusCode).toBe(400);
    expect(envelope(response).displayMessage).toBe(`${pinMessages.wrongCurrent} 3 attempts left.`);
  });

  it('changes the PIN: the new one authorises, the old one no longer does, and it is audited', async () => {
    const { token } = await login(suite.app, '5000013');
    const response = await post(
      suite.app,
      changePin,
      { oldPin: '4826', newPin: '7391', confirmPin: '7391' },
      token,
    );
    expect(envelope(response)).toMatchObject({
      isSuccess: true,
      displayMessage: messages.pinChanged,
    });

    const withNew = await post(suite.app, pinLogin, {
      loginId: '5000013',
      password: encodeMappingCredential('7391'),
    });
    expect(envelope(withNew).isSuccess).toBe(true);
    const withOld = await post(suite.app, pinLogin, {
      loginId: '5000013',
      password: encodeMappingCredential('4826'),
    });
    expect(envelope(withOld).isSuccess).toBe(false);

    const kinds = await suite.database.db
      .select({ kind: auditEvents.kind, detail: auditEvents.detail })
      .from(auditEvents)
      .where(eq(auditEvents.kind, 'PIN_CHANGED'));
    expect(kinds).toEqual([{ kind: 'PIN_CHANGED', detail: { via: 'settings' } }]);
  });

  it('refuses changing the PIN back to the previous one, as a password cannot come back', async () => {
    const { token } = await login(suite.app, '5000001');
    const change = (oldPin: string, newPin: string) =>
      post(suite.app, changePin, { oldPin, newPin, confirmPin: newPin }, token);
    expect(envelope(await change('4826', '5902')).isSuccess).toBe(true);
    const back = await change('5902', '4826');
    expect(back.statusCode).toBe(400);
    expect(envelope(back)).toMatchObject({
      isSuccess: false,
      errCode: 'PIN_REJECTED',
      displayMessage: pinMessages.sameAsPrevious,
    });
    // Two changes later the first PIN is no longer the previous one.
    expect(envelope(await change('5902', '6183')).isSuccess).toBe(true);
    expect(envelope(await change('6183', '4826')).isSuccess).toBe(true);
  });
});
