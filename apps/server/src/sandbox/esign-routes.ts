import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AccessService } from '../modules/access/service.js';
import type { OutboxService } from '../modules/outbox/service.js';
import type { ProviderRequestStore } from '../providers/provider-requests.js';
import type { EsignPurpose } from '../providers/esign/port.js';
import { esignPurposeOf, type SandboxEsign } from '../providers/esign/sandbox.js';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { registrationHolders } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';
import { escapeHtml, postForm, sendPage } from './page.js';

export interface EsignSandboxDeps {
  db: Db;
  esign: SandboxEsign;
  providerRequests: ProviderRequestStore;
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
    .regex(/^\/cdesk\/gw\/nominee\/pdf\/[\w.-]+\?[\w=&-]+$/)
    .catch(''),
  step: z.enum(['view', 'send', 'verify', 'decline']).catch('view'),
  otp: z.string().max(10).default(''),
});
type SignForm = z.infer<typeof ZSign>;
/** Whose signing it is: an investor's account, or an application's reference number. */
type Signer = { accountId: number | null; refNo: string | null };

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
  REG_MANDATE: 'your bank mandate',
  EMF_REG_MANDATE: 'your bank mandate',
};

/** The mobile number of an application's first applicant, where its e-sign OTP goes. */
async function applicantMobile(db: Db, refNo: string): Promise<string | null> {
  const [row] = await db
    .select({ mobile: registrationHolders.mobile })
    .from(registrationHolders)
    .where(and(eq(registrationHolders.refNo, refNo), eq(registrationHolders.role, 'F')));
  return row?.mobile ?? null;
}

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
    render: (f: SignForm, signer: Signer, purpose: EsignPurpose) => Promise<string | null>,
  ) => {
    const parsed = ZSign.safeParse(raw ?? {});
    const found = parsed.success ? await deps.providerRequests.find(parsed.data.ref) : undefined;
    const purpose = found ? esignPurposeOf(found.kind) : null;
    if (!parsed.success || !found || !purpose || found.status !== 'PENDING')
      return sendPage(reply, title, invalidLink, 404);
    const html = await render(
      parsed.data,
      { accountId: found.accountId, refNo: found.refNo },
      purpose,
    );
    return html === null ? reply : sendPage(reply, title, html);
  };

  sandbox.get(path, { schema: { hide: true } }, (request, reply) =>
    withRequest(request.query, reply, async (f, _signer, purpose) => page(f, purpose, false)),
  );

  sandbox.post(path, { schema: { hide: true } }, (request, reply) =>
    withRequest(request.body, reply, async (f, { accountId, refNo }, purpose) => {
      if (f.step === 'decline') {
        await reply.redirect(deps.esign.returnUrl(f.ref, 'CANCELLED', purpose), 303);
        return null;
      }
      if (f.step === 'send') {
        // Delivered by the outbox job (or on demand in tests), like every other OTP.
        const account = accountId === null ? null : await deps.access.accountById(accountId);
        const mobile = account?.mobile ?? (refNo ? await applicantMobile(deps.db, refNo) : null);
        if (mobile)
          await deps.outbox.enqueue(deps.db, account?.id ?? null, [
            {
              channel: 'SMS',
              recipient: mobile,
              subject: 'Aadhaar e-sign OTP',
              body: `${deps.esign.aadhaarOtp(f.ref)} is your Aadhaar OTP to e-sign a document. Do not share it with anyone.`,
            },
          ]);
        return page(f, purpose, true);
      }
      if (f.step === 'verify') {
        if (f.otp.trim() !== deps.esign.aadhaarOtp(f.ref))
          return page(f, purpose, true, 'The Aadhaar OTP is not correct. Please try again.');
        await deps.providerRequests.complete(f.ref, deps.clock.now());
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
