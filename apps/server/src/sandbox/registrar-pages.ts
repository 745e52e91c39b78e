import { showDate } from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxRegistrarServices } from '../providers/registrar/sandbox.js';
import { escapeHtml, postForm, sendPage } from './page.js';

export const registrarContactChangesPath = '/cdesk/sandbox/registrar/contact-changes';

const styles = `<style>table{width:100%;border-collapse:collapse;font-size:14px}
  th,td{text-align:left;padding:8px 4px;border-top:1px solid #e2e8f0;vertical-align:top}
  .row{display:flex;gap:8px;flex-wrap:wrap;align-items:center} input[name=reason]{min-width:220px}
  button.secondary{background:#fff;color:#b91c1c;border:1px solid #b91c1c}</style>`;

const ZDecision = z.object({
  ref: z.string().max(20).default(''),
  decision: z.enum(['APPROVE', 'REJECT']).default('APPROVE'),
  reason: z.string().trim().max(200).default(''),
});

const title = 'Registrar: folio contact changes';

/**
 * The registrar's clerk: the mobile and e-mail changes investors confirmed on the desk, each
 * approved (the folio's contact changes) or rejected with a reason.
 */
export function registrarSandboxPages(
  sandbox: FastifyInstance,
  registrar: SandboxRegistrarServices,
): void {
  sandbox.get(registrarContactChangesPath, { schema: { hide: true } }, async (_request, reply) => {
    const waiting = await registrar.pending();
    const rows = waiting
      .map(
        (
          c,
        ) => `<tr><td>${escapeHtml(c.ref)}</td><td>${escapeHtml(c.folioNo)}<br>${escapeHtml(c.amc)}</td>
        <td>${c.field === 'EMAIL' ? 'E-mail ID' : 'Mobile number'}</td><td>${escapeHtml(c.newValue)}</td>
        <td>${escapeHtml(showDate(c.receivedAt.toISOString().slice(0, 10)))}</td>
        <td>${postForm(
          registrarContactChangesPath,
          { ref: c.ref },
          `<div class="row"><button type="submit" name="decision" value="APPROVE">Approve</button>
          <input name="reason" aria-label="Reason to reject ${escapeHtml(c.ref)}" placeholder="Reason to reject">
          <button type="submit" name="decision" value="REJECT" class="secondary">Reject</button></div>`,
        )}</td></tr>`,
      )
      .join('');
    return sendPage(
      reply,
      title,
      `${styles}<h1>${title}</h1>
      <p>Changes of a folio's mobile or e-mail that investors confirmed with an OTP on Client Desk. Approving one makes it the folio's registered contact; a rejection's reason is shown to the investor.</p>
      ${
        waiting.length === 0
          ? '<p role="status">No change is waiting.</p>'
          : `<table><thead><tr><th>Request</th><th>Folio</th><th>Change</th><th>New value</th><th>Received</th><th>Decision</th></tr></thead><tbody>${rows}</tbody></table>`
      }`,
    );
  });

  sandbox.post(registrarContactChangesPath, { schema: { hide: true } }, async (request, reply) => {
    const parsed = ZDecision.safeParse(request.body ?? {});
    if (!parsed.success || !parsed.data.ref)
      return sendPage(reply, title, '<h1>Not valid</h1><p>This decision is not valid.</p>', 400);
    const { ref, decision, reason } = parsed.data;
    if (decision === 'REJECT' && !reason)
      return sendPage(
        reply,
        title,
        `<h1>${title}</h1><p role="alert">Give the reason for rejecting ${escapeHtml(ref)}.</p><p><a href="${registrarContactChangesPath}">Back</a></p>`,
        400,
      );
    await registrar.decide(ref, decision === 'APPROVE', reason);
    return reply.redirect(registrarContactChangesPath, 303);
  });
}
