import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type {
  DigiLockerSession,
  SandboxIdentitySources,
} from '../providers/kyc-sources/sandbox.js';
import { sandboxAadhaarIdentity } from '../providers/kyc-sources/registry.js';
import { escapeHtml, postForm, sendPage } from './page.js';

const path = '/cdesk/sandbox/digilocker';
const title = 'DigiLocker';
const ZQuery = z.object({ session: z.string().max(64).default('') });
const ZAnswer = z.object({
  session: z.string().max(64).default(''),
  step: z.enum(['allow', 'deny']).catch('deny'),
});

const invalidLink =
  '<h1>Link not valid</h1><p>This DigiLocker link is not valid or has already been used. Please start again from the account opening page.</p>';

/** Where the browser goes back to: the desk's page, with the session the outcome is read by. */
export function digiLockerReturn(session: DigiLockerSession): string {
  const separator = session.returnPath.includes('?') ? '&' : '?';
  return `${session.returnPath}${separator}sessionId=${session.id}`;
}

function consentPage(session: DigiLockerSession): string {
  const person = sandboxAadhaarIdentity(session);
  const name = [person.fname, person.mname, person.lname].filter(Boolean).join(' ');
  const rows = [
    ['Name', name],
    ['Aadhaar', person.idHint],
    ['PAN', session.pan],
  ]
    .map(
      ([k, v]) =>
        `<tr><th scope="row" style="text-align:left;padding:4px 12px 4px 0;color:#475569;font-weight:500">${escapeHtml(k!)}</th><td style="padding:4px 0">${escapeHtml(v!)}</td></tr>`,
    )
    .join('');
  const form = (step: 'allow' | 'deny', label: string, secondary = false) =>
    postForm(
      path,
      { session: session.id, step },
      `<button type="submit"${secondary ? ' style="background:#fff;color:#0b5fff;border:1px solid #0b5fff"' : ''}>${escapeHtml(label)}</button>`,
    );
  return `<h1>Share your documents with Client Desk</h1>
    <p>You are signed in to DigiLocker with the mobile number linked with your Aadhaar.</p>
    <table style="border-collapse:collapse;margin:8px 0 16px">${rows}</table>
    <p>Client Desk asks to read, for opening your account:</p>
    <ul style="color:#475569;line-height:1.6;margin-top:0"><li>Aadhaar (name, date of birth, gender, address and photo)</li><li>PAN verification record</li></ul>
    <div style="display:flex;gap:12px;flex-wrap:wrap">${form('allow', 'Allow')}${form('deny', 'Deny', true)}</div>`;
}

/** The sandbox DigiLocker: the applicant allows or denies access, then returns to the desk. */
export function digiLockerSandboxPage(
  sandbox: FastifyInstance,
  digiLocker: SandboxIdentitySources,
) {
  const pending = async (id: string, reply: FastifyReply) => {
    const session = await digiLocker.session(id);
    if (!session || session.status !== 'PENDING') {
      await sendPage(reply, title, invalidLink, 404);
      return null;
    }
    return session;
  };

  sandbox.get(path, { schema: { hide: true } }, async (request, reply) => {
    const parsed = ZQuery.safeParse(request.query ?? {});
    const session = await pending(parsed.success ? parsed.data.session : '', reply);
    return session ? sendPage(reply, title, consentPage(session)) : reply;
  });

  sandbox.post(path, { schema: { hide: true } }, async (request, reply) => {
    const parsed = ZAnswer.safeParse(request.body ?? {});
    const session = await pending(parsed.success ? parsed.data.session : '', reply);
    if (!session || !parsed.success) return reply;
    await digiLocker.answer(session.id, parsed.data.step === 'allow');
    return reply.redirect(digiLockerReturn(session), 303);
  });

  // Lets a test make the next DigiLocker start fail, as a real service sometimes does.
  sandbox.post(`${path}/fail-next`, { schema: { hide: true } }, async () => {
    digiLocker.failNext();
    return { ok: true };
  });
}
