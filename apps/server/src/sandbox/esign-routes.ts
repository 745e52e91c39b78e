import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AccessService } from '../modules/access/index.js';
import type { OutboxService } from '../modules/outbox/index.js';
import type { EsignPurpose } from '../providers/esign/port.js';
import type { SandboxEsign, SandboxSigning } from '../providers/esign/sandbox.js';
import type { Db } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { escapeHtml, postForm, sendPage } from './page.js';

export interface EsignSandboxDeps {
  db: Db;
  esign: SandboxEsign;
  outbox: OutboxService;
  access: AccessService;
  clock: Clock;
}

const path = '/cdesk/sandbox/esign/sign';
const title = 'Aadhaar e-sign';
const ZSign = z.object({
  ref: z.string().max(64).default(''),
  // Only the desk's own signed form links are shown: never an address from elsewhere.
  doc: z
    .string()
    .max(400)
    .regex(/^\/cdesk\/gw\/(nominee\/pdf|EsignService\/form)\/[\w.-]+\?[\w=&-]+$/)
    .catch(''),
  step: z.enum(['view', 'send', 'verify', 'decline']).catch('view'),
  otp: z.string().max(10).default(''),
});
type SignForm = z.infer<typeof ZSign>;

const invalidLink = '<h1>Link not valid</h1><p>This signing link is not valid or has expired.</p>';

function form(f: SignForm, step: string, inner: string, label: string): string {
  return postForm(
    path,
    { ref: f.ref, doc: f.doc, step },
    `${inner}<button type="submit">${escapeHtml(label)}</button>`,
  );
}

const signedThing: Record<EsignPurpose, string> = {
  NOMINEE: 'the nominee form',
  MANDATE: 'your bank mandate',
  REGISTRATION: 'your account opening form',
  REGISTRATION_EMF: 'your account opening form',
  REG_MANDATE: 'your bank mandate',
  EMF_REG_MANDATE: 'your bank mandate',
  CLOSURE: 'your account closure request',
  DDPI: 'your DDPI consent',
};

function page(f: SignForm, purpose: EsignPurpose, otpSent: boolean, error = ''): string {
  const doc = f.doc
    ? `<p><a href="${escapeHtml(f.doc)}" target="_blank" rel="noopener">Open the document to sign (PDF)</a></p>`
    : '';
  const problem = error ? `<p role="alert" style="color:#b91c1c">${escapeHtml(error)}</p>` : '';
  const action = otpSent
    ? form(
        f,
        'verify',
        `<p><label for="otp">Aadhaar OTP</label><br><input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" maxlength="6" style="font-size:18px;padding:8px;min-height:44px;width:10ch"></p>`,
        'Sign document',
      )
    : form(
        f,
        'send',
        '<p>An OTP will be sent to the mobile number linked with your Aadhaar.</p>',
        'Send Aadhaar OTP',
      );
  return `<h1>${title}</h1><p>Sign ${signedThing[purpose]} with your Aadhaar.</p>${doc}${problem}${action}
    <p style="margin-top:16px">${form(f, 'decline', '', 'Decline and return')}</p>`;
}

/** The sandbox Aadhaar e-sign service: shows the form, sends an Aadhaar OTP, signs and returns. */
export function esignSandboxRoutes(sandbox: FastifyInstance, deps: EsignSandboxDeps): void {
  const withRequest = async (
    raw: unknown,
    reply: FastifyReply,
    render: (f: SignForm, signing: SandboxSigning, purpose: EsignPurpose) => Promise<string | null>,
  ) => {
    const parsed = ZSign.safeParse(raw ?? {});
    const found = parsed.success ? await deps.esign.signing(parsed.data.ref) : null;
    if (!parsed.success || !found?.pending) return sendPage(reply, title, invalidLink, 404);
    const html = await render(parsed.data, found, found.purpose);
    return html === null ? reply : sendPage(reply, title, html);
  };

  /** Sends the Aadhaar OTP by SMS: to the investor's mobile, or to the applicant's. */
  const sendOtp = async (ref: string, signing: SandboxSigning) => {
    const body = `${deps.esign.aadhaarOtp(ref)} is your Aadhaar OTP to e-sign a document. Do not share it with anyone.`;
    const message = { channel: 'SMS' as const, subject: 'Aadhaar e-sign OTP', body };
    if ('mobile' in signing.signer) {
      await deps.outbox.enqueue(deps.db, null, [{ ...message, recipient: signing.signer.mobile }]);
      return;
    }
    const { accountId } = signing.signer;
    const account = await deps.access.accountById(accountId);
    if (account)
      await deps.outbox.enqueue(deps.db, accountId, [{ ...message, recipient: account.mobile }]);
  };

  sandbox.get(path, { schema: { hide: true } }, (request, reply) =>
    withRequest(request.query, reply, async (f, _signing, purpose) => page(f, purpose, false)),
  );

  sandbox.post(path, { schema: { hide: true } }, (request, reply) =>
    withRequest(request.body, reply, async (f, signing, purpose) => {
      if (f.step === 'decline') {
        await reply.redirect(deps.esign.returnUrl(f.ref, 'CANCELLED', purpose), 303);
        return null;
      }
      if (f.step === 'send') {
        // Delivered by the outbox job (or on demand in tests), like every other OTP.
        await sendOtp(f.ref, signing);
        return page(f, purpose, true);
      }
      if (f.step === 'verify') {
        if (f.otp.trim() !== deps.esign.aadhaarOtp(f.ref))
          return page(f, purpose, true, 'The Aadhaar OTP is not correct. Please try again.');
        await deps.esign.complete(f.ref, deps.clock.realNow());
        await reply.redirect(deps.esign.returnUrl(f.ref, 'SUCCESS', purpose), 303);
        return null;
      }
      return page(f, purpose, false);
    }),
  );

  // Lets a test make the next e-sign start fail, as a real service sometimes does.
  sandbox.post('/cdesk/sandbox/esign/fail-next', { schema: { hide: true } }, async () => {
    deps.esign.failNext();
    return { ok: true };
  });
}
