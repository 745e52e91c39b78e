import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { phoneSpecs } from '../projects';

export const password = 'Demo@1234';

/** Logs in from the login page; by account number unless `loginWith` says login ID. */
export async function logIn(
  page: Page,
  loginId: string,
  options: { password?: string; loginWith?: 'NJACNO' | 'LOGINID'; from?: string } = {},
) {
  await page.goto(options.from ?? 'login');
  await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
  if (options.loginWith === 'LOGINID') {
    await page.getByText('Login ID', { exact: true }).click();
    await page.getByLabel('Personalised Login ID').fill(loginId);
  } else {
    await page.getByLabel('Wealth Account No.').fill(loginId);
  }
  await page.getByLabel('Password', { exact: true }).fill(options.password ?? password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/**
 * A screenshot of the page as it is, named after the screen: at this project's width, and at
 * 375 px as well for a spec the phone project does not run.
 */
export async function shot(page: Page, testInfo: TestInfo, name: string) {
  if (testInfo.project.name !== 'phone' && !phoneSpecs.test(testInfo.file)) {
    await shotBothWidths(page, testInfo, name);
    return;
  }
  await page.screenshot({
    path: testInfo.outputPath(`${name}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

/**
 * Screenshots at both widths the desk is designed for: a state-changing spec sees its screen only
 * once per run, so it records the other width as well. The phone project records its own width.
 */
export async function shotBothWidths(page: Page, testInfo: TestInfo, name: string) {
  if (testInfo.project.name === 'phone') {
    await page.screenshot({
      path: testInfo.outputPath(`${name}-375.png`),
      fullPage: true,
      animations: 'disabled',
    });
    return;
  }
  const original = page.viewportSize();
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({
      path: testInfo.outputPath(`${name}-${width}.png`),
      fullPage: true,
      animations: 'disabled',
    });
  }
  if (original) await page.setViewportSize(original);
}

export interface OutboxMessage {
  /** Rises with every message sent, to any account. */
  id: number;
  channel: 'SMS' | 'EMAIL';
  recipient: string;
  subject: string;
  body: string;
  createdAt: string;
}

export async function outbox(request: APIRequestContext, njAcNo: string) {
  const response = await request.get(`sandbox/outbox?njAcNo=${njAcNo}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

/**
 * Where the account's outbox stands: the id of its newest message (0 when it has none). The sandbox
 * lists the newest 50 messages, so a count would stop growing; the id keeps rising.
 */
export async function outboxMark(request: APIRequestContext, njAcNo: string): Promise<number> {
  const messages = await outbox(request, njAcNo);
  return messages.length > 0 ? Math.max(...messages.map((message) => message.id)) : 0;
}

/** The newest SMS sent to the account after the `since` mark, waiting for it to arrive. */
export async function nextSms(
  request: APIRequestContext,
  njAcNo: string,
  since: number,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const messages = await outbox(request, njAcNo);
      found = messages.find((message) => message.channel === 'SMS' && message.id > since);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/**
 * The code of `digits` digits in the newest message (of any channel) sent to the account after the
 * `since` mark, waiting for it to arrive.
 */
export async function newestCode(
  request: APIRequestContext,
  njAcNo: string,
  since: number,
  digits = 6,
): Promise<string> {
  const pattern = new RegExp(`\\b(\\d{${digits}})\\b`);
  let code = '';
  await expect
    .poll(async () => {
      const messages = await outbox(request, njAcNo);
      code =
        messages
          .filter((message) => message.id > since)
          .map((message) => pattern.exec(message.body)?.[1])
          .find(Boolean) ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

export function otpOf(message: OutboxMessage): string {
  const otp = /\b(\d{6})\b/.exec(message.body)?.[1];
  expect(otp, `an OTP in "${message.body}"`).toBeTruthy();
  return otp!;
}

/** The answer of the last captcha image issued for the login ID (sandbox only). */
export async function captchaAnswer(request: APIRequestContext, loginId: string) {
  const response = await request.get(`sandbox/captcha?loginId=${encodeURIComponent(loginId)}`);
  expect(response.ok()).toBe(true);
  const { text } = (await response.json()) as { text: string };
  expect(text).not.toBe('');
  return text;
}

export const home = /\/cdesk\/?$/;

/** Only the desktop-width projects change an account's state; every project shares one server. */
export function desktopOnly(testInfo: TestInfo) {
  return testInfo.project.name === 'phone';
}

/** Logs out the way an investor does on the desk: the avatar menu, then logout. */
export async function logOutFromDesk(page: Page) {
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'logout' }).click();
}

/** Fills the change-password form (settings, or the forced change) and submits it. */
export async function changePassword(page: Page, from: string, to: string) {
  await page.getByLabel('Current password').fill(from);
  await page.getByLabel('New password', { exact: true }).fill(to);
  await page.getByLabel('Confirm new password').fill(to);
  await page.getByRole('button', { name: 'Change password' }).click();
}

/**
 * Sets the demo password again from settings. The previous password may not be set again, so the
 * way back goes through one more password of its own.
 */
export async function restoreDemoPassword(page: Page, current: string) {
  const between = `Between@${Date.now().toString().slice(-6)}`;
  for (const [from, to] of [
    [current, between],
    [between, password],
  ] as const) {
    await page.goto('settings?tab=change-password');
    await changePassword(page, from, to);
    await expect(page.getByText('Your password has been changed successfully.')).toBeVisible();
  }
}

/**
 * Empties the investor's cart from the cart page, as they would. The cart is kept on the server per
 * account, so a test that leaves one behind would change the next test's totals.
 */
export async function emptyTheCart(page: Page) {
  await page.goto('transact/mutual-funds/cart');
  const remove = page.getByRole('button', { name: /^Remove / });
  const empty = page.getByRole('link', { name: 'See funds' });
  await expect(remove.first().or(empty)).toBeVisible();
  while ((await remove.count()) > 0) {
    const before = await remove.count();
    await remove.first().click();
    await expect(remove).toHaveCount(before - 1);
  }
  await expect(empty).toBeVisible();
}

/** The latest OTP sent to a mobile number or e-mail ID of someone without an account (an applicant). */
export async function otpSentTo(request: APIRequestContext, recipient: string): Promise<string> {
  const response = await request.get(`sandbox/outbox?recipient=${encodeURIComponent(recipient)}`);
  expect(response.ok()).toBe(true);
  const [latest] = ((await response.json()) as { messages: OutboxMessage[] }).messages;
  if (!latest) throw new Error(`no message to ${recipient}`);
  return otpOf(latest);
}

/** Every message the sandbox outbox holds for a mobile number or e-mail ID, bodies joined. */
export async function sentTo(page: Page, recipient: string): Promise<string> {
  const response = await page.request.get(
    `sandbox/outbox?recipient=${encodeURIComponent(recipient)}`,
  );
  expect(response.ok()).toBe(true);
  const { messages } = (await response.json()) as { messages: OutboxMessage[] };
  return messages.map((m) => `${m.subject}\n${m.body}`).join('\n');
}

/** Logs in to register on an area's login page (tradereg or emftradereg) with a mobile number. */
export async function registrationLogIn(page: Page, mobile: string, area = 'tradereg') {
  await page.goto(`${area}/client`);
  await expect(
    page.getByRole('heading', { name: 'Login to start or resume your application' }),
  ).toBeVisible();
  await page.getByLabel('Mobile No.').fill(mobile);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await expect(page.getByRole('heading', { name: 'Verify OTP' })).toBeVisible();
  await page.getByLabel('OTP').fill(await otpSentTo(page.request, mobile));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Your applications' })).toBeVisible();
}
