import { formatPaise, type Paise } from '@cdesk/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ActivationService } from '../modules/access/index.js';
import type { CaptchaService } from '../modules/access/index.js';
import type { OutboxService } from '../modules/outbox/index.js';
import type { ProviderRequest, ProviderRequestStore } from '../providers/provider-requests.js';
import { escapeHtml, postForm, sendPage } from './page.js';

export interface SandboxDeps {
  outbox: OutboxService;
  captcha: CaptchaService;
  activation: ActivationService;
  providerRequests: ProviderRequestStore;
}

const ZRef = z.object({ ref: z.string().max(64).default('') });

interface SandboxSystem {
  path: string;
  kind: string;
  title: string;
  action: string;
  describe: (amountPaise: Paise) => string;
  /** Where the person goes back to the desk when done; without it the page is a tab to close. */
  returnTo?: string;
}

const systems: SandboxSystem[] = [
  {
    path: '/cdesk/sandbox/depository/dp-charges',
    kind: 'DP_CHARGES',
    title: 'Depository charges payment',
    action: 'Pay',
    describe: (amount) =>
      `<p>Outstanding depository participant charges on your demat account:</p><p class="figure">${formatPaise(amount)}</p>`,
  },
  {
    path: '/cdesk/sandbox/kra/rekyc',
    kind: 'REKYC',
    title: 'KYC Registration Agency: re-KYC',
    action: 'Complete re-KYC',
    // The desk sent the investor here in the same tab, mid-way through the post-login chain.
    returnTo: '/cdesk/rekyc',
    describe: () =>
      '<p>Your KYC record needs to be refreshed. Confirm that your address, contact details and identity documents on record are current to complete re-KYC.</p>',
  },
  {
    path: '/cdesk/sandbox/tax/link-aadhaar',
    kind: 'PAN_AADHAAR',
    title: 'Income tax portal: link PAN with Aadhaar',
    action: 'Link PAN with Aadhaar',
    describe: () =>
      '<p>Link your PAN with your Aadhaar number so that your PAN stays operative.</p>',
  },
];

const invalidLink = '<h1>Link not valid</h1><p>This link is not valid or has expired.</p>';
const closeTab =
  '<p class="done" role="status">Done. You can close this tab and return to Client Desk.</p>';
const doneFor = (system: SandboxSystem) =>
  system.returnTo
    ? `<p class="done" role="status">Done.</p><p><a class="button" href="${escapeHtml(system.returnTo)}">Return to Client Desk</a></p>`
    : closeTab;

/**
 * What a tester needs and a real deployment never has (DEMO-DATA.md): the OTP outbox, the captcha
 * answer, and the pages where a person acts on the other side.
 */
export function sandboxRoutes(sandbox: FastifyInstance, deps: SandboxDeps): void {
  sandbox.get('/cdesk/sandbox/outbox', { schema: { hide: true } }, async (request, reply) => {
    const parsed = z
      .object({
        njAcNo: z.string().max(16).default(''),
        recipient: z.string().max(100).default(''),
      })
      .safeParse(request.query ?? {});
    const query = parsed.success ? parsed.data : { njAcNo: '', recipient: '' };
    // By account, or by the mobile number or e-mail ID of someone who has none yet (an applicant).
    const rows = query.recipient
      ? await deps.outbox.messagesTo(query.recipient)
      : await deps.outbox.messagesFor(query.njAcNo);
    return reply.send({
      messages: rows.map((m) => ({
        id: m.id,
        channel: m.channel,
        recipient: m.recipient,
        subject: m.subject,
        body: m.body,
        createdAt: m.createdAt.toISOString(),
      })),
    });
  });

  sandbox.get('/cdesk/sandbox/captcha', { schema: { hide: true } }, async (request) => {
    const parsed = z
      .object({ loginId: z.string().max(64).default('') })
      .safeParse(request.query ?? {});
    const loginId = parsed.success ? parsed.data.loginId : '';
    return { text: (await deps.captcha.sandboxAnswer(loginId)) ?? '' };
  });

  for (const system of systems) {
    /** The request behind a sandbox link, or a 404 page when the link is not one of this system's. */
    const withRequest = async (
      rawRef: unknown,
      reply: FastifyReply,
      render: (found: ProviderRequest, ref: string) => Promise<string> | string,
    ) => {
      const parsed = ZRef.safeParse(rawRef ?? {});
      const ref = parsed.success ? parsed.data.ref : '';
      const found = await deps.providerRequests.find(ref);
      if (!found || found.kind !== system.kind)
        return sendPage(reply, system.title, invalidLink, 404);
      return sendPage(reply, system.title, await render(found, ref));
    };

    sandbox.get(system.path, { schema: { hide: true } }, (request, reply) =>
      withRequest(request.query, reply, (found, ref) =>
        found.status === 'DONE'
          ? `<h1>${escapeHtml(system.title)}</h1>${doneFor(system)}`
          : `<h1>${escapeHtml(system.title)}</h1>${system.describe(found.amountPaise)}
             ${postForm(system.path, { ref }, `<button type="submit">${escapeHtml(system.action)}</button>`)}`,
      ),
    );

    sandbox.post(system.path, { schema: { hide: true } }, (request, reply) =>
      withRequest(request.body, reply, async (_found, ref) => {
        await deps.activation.completeProviderRequest(ref, request.audit);
        return `<h1>${escapeHtml(system.title)}</h1>${doneFor(system)}`;
      }),
    );
  }
}
