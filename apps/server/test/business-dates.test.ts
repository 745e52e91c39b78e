import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { envelope, FixedClock, latestOtp, login, post } from './support/app.js';
import { testDatabases } from './support/databases.js';
import { applicantData, applicationAtForm, signAtSandbox } from './support/signed-application.js';
import { appPerSuite } from './support/suite.js';

const root = `${path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')}/`;
const eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}eslint.config.js` });

async function clockErrors(code: string, filePath: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').length;
}

describe('one clock in the server', () => {
  it("refuses the machine's time outside lib/clock", async () => {
    const code = [
      'export const a = new Date();',
      'export const b = Date.now();',
      'export const c = [1].map(Date.now);',
      '',
    ].join('\n');
    expect(await clockErrors(code, 'apps/server/src/modules/onboarding/x.ts')).toBe(3);
    expect(await clockErrors(code, 'apps/server/src/lib/x.ts')).toBe(3);
    expect(await clockErrors(code, 'apps/server/src/providers/esign/x.ts')).toBe(3);
    expect(await clockErrors(code, 'apps/server/src/lib/clock.ts')).toBe(0);
  });

  it('lets a date be made from a value, and the time be taken from the clock', async () => {
    const code = [
      "import type { Clock } from '../../lib/clock.js';",
      'export const at = (clock: Clock) => [clock.businessNow(), clock.realNow()];',
      "export const parsed = new Date('2026-08-12T00:00:00Z');",
      'export const copy = (d: Date) => new Date(d.getTime());',
      '',
    ].join('\n');
    expect(await clockErrors(code, 'apps/server/src/modules/onboarding/x.ts')).toBe(0);
  });
});

// Real time stays on 23-11-2026; the business clock is moved to Wednesday 12-08-2026 10:00 in India.
const realTime = new Date('2026-11-23T06:00:00Z');
const businessTime = new Date('2026-08-12T04:30:00Z');

describe.each(testDatabases())('account opening on the business clock on $name', ({ open }) => {
  const clock = new FixedClock(realTime);
  clock.setBusiness(businessTime);
  const suite = appPerSuite(open, { clock });

  it('numbers the application, makes the form and signs it on the business day', async () => {
    const mobile = '9812677001';
    const { who } = await applicationAtForm(suite, clock, mobile, {
      single: true,
      emandate: false,
    });
    // EW, then the business date as YYMMDD, then six digits.
    expect(who.refNo).toMatch(/^EW260812\d{6}$/);

    const { made, returned } = await signAtSandbox(suite.app, who, mobile);
    expect(made.generatedOn).toBe('12-08-2026 10:00');
    const data = (name: string, body: object = {}) =>
      applicantData(suite.app, who, `EsignService/${name}`, body);
    await data('processEsignResponse', returned);

    const detail = await data('loadEsignDetail');
    expect(detail.esignStatus).toBe('E-Sign Done');
    expect(detail.signedOn).toMatch(/^12-08-2026 10:00/);
  });
});

describe.each(testDatabases())('account closure on the business clock on $name', ({ open }) => {
  const clock = new FixedClock(realTime);
  clock.setBusiness(businessTime);
  const suite = appPerSuite(open, { clock });

  it('says the request was made on, and the account closed from, the business day', async () => {
    const { token } = await login(suite.app, '5000013');
    const data = async (name: string, body: object) => {
      const reply = envelope(
        await post(suite.app, `/cdesk/gw/ClosureProcessService/${name}`, body, token),
      );
      if (!reply.isSuccess) throw new Error(`${name}: ${reply.displayMessage}`);
      return reply.data;
    };
    const saved = await data('saveClosureDetail', {
      reasonCode: 'SERVICE',
      dpId: 'IN304262',
      boId: '10000013',
      transferHoldings: 'N',
      consent: 'Y',
      language: 'EN',
    });
    expect(saved.request.createdOn).toBe('12-08-2026');
    const reqId = saved.request.closureReqId as string;
    expect((await data('loadClosureForm', {})).pending.createdOn).toBe('12-08-2026');

    await data('generateClosurePdf', { closureReqId: reqId });
    await data('saveDataClosureFinal', { closureReqId: reqId, otpSignOrEsign: 'O' });
    const sent = await data('generateOtp', { closureReqId: reqId, btnSendResend: 'S' });
    const otp = await latestOtp(suite.app, '5000013');
    const closed = await data('verifyOtp', {
      closureReqId: reqId,
      otpGenRefId: sent.otpGenRefId,
      otp,
    });
    expect(closed.closedOn).toBe('12-08-2026');

    const refused = envelope(
      await post(suite.app, '/cdesk/gw/login/v2/authenticate', {
        loginId: '5000013',
        password: 'Demo@1234',
        loginWith: 'NJACNO',
      }),
    );
    expect(refused.displayMessage).toContain('closed at your request on 12-08-2026');
  });
});
