import { formatPaise, gatewayUrl, netbankingReturnResource } from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PaymentLifecycle } from '../modules/checkout/index.js';
import type {
  SandboxDecision,
  SandboxPaymentGateway,
} from '../providers/payment-gateway/sandbox.js';
import { escapeHtml, sandboxPage } from './page.js';

const ZDecisionForm = z.object({
  ref: z.string().max(64).default(''),
  decision: z.enum(['APPROVE', 'DECLINE', 'CANCEL', 'FAIL']).default('APPROVE'),
  reason: z.string().max(120).default(''),
  vpa: z.string().max(100).default(''),
  utr: z.string().max(40).default(''),
});

const autoSubmitScript = '/cdesk/sandbox/bank/auto-submit.js';

const invalidLink =
  '<h1>Link not valid</h1><p>This payment request is not valid or has already been answered.</p>';
const styles = `<style>.row{display:flex;gap:12px;flex-wrap:wrap;margin-top:16px}
  button.secondary{background:#fff;color:#b91c1c;border:1px solid #b91c1c}
  ul{list-style:none;padding:0} li{border-top:1px solid #e2e8f0;padding:12px 0}</style>`;

function decisionForm(
  path: string,
  ref: string,
  approve: string,
  decline: string,
  extra = '',
): string {
  return `<form method="post" action="${path}"><input type="hidden" name="ref" value="${escapeHtml(ref)}">${extra}
    <div class="row"><button type="submit" name="decision" value="APPROVE">${approve}</button>
    <button type="submit" name="decision" value="DECLINE" class="secondary">${decline}</button></div></form>`;
}

/**
 * The other side of a payment, in the sandbox: a bank's net-banking page, a UPI app listing collect
 * requests, and a bank crediting an NEFT/RTGS transfer.
 */
export async function paymentSandboxPages(
  app: FastifyInstance,
  gateway: SandboxPaymentGateway,
  payments: PaymentLifecycle,
): Promise<void> {
  await app.register(async (sandbox) => {
    sandbox.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const form = (raw: unknown) => {
      const parsed = ZDecisionForm.safeParse(raw ?? {});
      return parsed.success ? parsed.data : ZDecisionForm.parse({});
    };

    sandbox.get(
      '/cdesk/sandbox/bank/netbanking',
      { schema: { hide: true } },
      async (request, reply) => {
        const found = await gateway.find(form(request.query).ref);
        reply.type('text/html; charset=utf-8');
        if (!found || found.kind !== 'NETBANKING' || found.status !== 'PENDING')
          return reply.status(404).send(sandboxPage('Net banking', invalidLink));
        return reply.send(
          sandboxPage(
            'Net banking',
            `${styles}<h1>Net banking: confirm payment</h1>
          <p>Pay to Client Desk for transaction <strong>${escapeHtml(found.merchantRef)}</strong> from your ${escapeHtml(found.bankCode)} account.</p>
          <p class="figure">${formatPaise(found.amountPaise)}</p>
          ${decisionForm('/cdesk/sandbox/bank/netbanking', found.id, 'Approve payment', 'Decline')}`,
          ),
        );
      },
    );

    sandbox.post(
      '/cdesk/sandbox/bank/netbanking',
      { schema: { hide: true } },
      async (request, reply) => {
        const { ref, decision } = form(request.body);
        const signed = await gateway.decide(
          ref,
          decision as SandboxDecision,
          decision === 'DECLINE' ? 'Declined by the account holder' : '',
        );
        reply.type('text/html; charset=utf-8');
        if (!signed) return reply.status(404).send(sandboxPage('Net banking', invalidLink));
        // The bank tells the merchant's server first, then sends the browser back with the same
        // result in a form that posts itself, as banks do: never in the address.
        await payments.applySigned(signed);
        return reply.send(
          sandboxPage(
            'Net banking',
            `<h1>Returning to Client Desk</h1>
          <form method="post" action="${gatewayUrl(netbankingReturnResource)}" data-auto-submit>
          <input type="hidden" name="data" value="${escapeHtml(signed.data)}">
          <input type="hidden" name="sig" value="${escapeHtml(signed.sig)}">
          <p>Your bank has answered. Taking you back to Client Desk.</p>
          <button type="submit">Return to Client Desk</button></form>
          <script src="${autoSubmitScript}"></script>`,
          ),
        );
      },
    );

    // A file of its own: the Content-Security-Policy runs no inline script.
    sandbox.get(autoSubmitScript, { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .send("document.querySelector('form[data-auto-submit]')?.submit();\n"),
    );

    sandbox.get('/cdesk/sandbox/upi', { schema: { hide: true } }, async (request, reply) => {
      const { vpa } = form(request.query);
      const pending = vpa ? await gateway.pendingCollects(vpa) : [];
      const list =
        pending.length === 0
          ? '<p role="status">No payment requests are waiting.</p>'
          : `<ul>${pending
              .map(
                (
                  p,
                ) => `<li><p>Client Desk requests <strong>${formatPaise(p.amountPaise)}</strong> for ${escapeHtml(p.merchantRef)}</p>
                ${decisionForm('/cdesk/sandbox/upi', p.id, 'Approve', 'Decline', `<input type="hidden" name="vpa" value="${escapeHtml(vpa)}">`)}</li>`,
              )
              .join('')}</ul>`;
      reply.type('text/html; charset=utf-8');
      return reply.send(
        sandboxPage(
          'UPI app',
          `${styles}<h1>UPI app: ${escapeHtml(vpa || 'no UPI ID')}</h1>${list}`,
        ),
      );
    });

    sandbox.post('/cdesk/sandbox/upi', { schema: { hide: true } }, async (request, reply) => {
      const { ref, decision, reason, vpa } = form(request.body);
      const why = reason || (decision === 'DECLINE' ? 'Declined by the payer' : '');
      const signed = await gateway.decide(ref, decision as SandboxDecision, why);
      reply.type('text/html; charset=utf-8');
      if (!signed) return reply.status(404).send(sandboxPage('UPI app', invalidLink));
      const done = decision === 'APPROVE' ? 'Payment approved.' : 'Payment request declined.';
      return reply.send(
        sandboxPage(
          'UPI app',
          `<h1>UPI app</h1><p class="done" role="status">${done}</p>
        <p><a href="/cdesk/sandbox/upi?vpa=${encodeURIComponent(vpa)}">Back to requests</a></p>`,
        ),
      );
    });

    sandbox.get('/cdesk/sandbox/bank/neft', { schema: { hide: true } }, async (request, reply) => {
      const query = form(request.query);
      const found = query.utr
        ? await gateway.pendingCredit(query.utr)
        : await gateway.find(query.ref);
      reply.type('text/html; charset=utf-8');
      if (!found || found.kind !== 'NEFT' || found.status !== 'PENDING')
        return reply.status(404).send(sandboxPage('NEFT/RTGS', invalidLink));
      return reply.send(
        sandboxPage(
          'NEFT/RTGS',
          `${styles}<h1>NEFT/RTGS credit</h1><p>UTR <strong>${escapeHtml(found.utr)}</strong> for ${escapeHtml(found.merchantRef)}</p>
          <p class="figure">${formatPaise(found.amountPaise)}</p>
          ${decisionForm('/cdesk/sandbox/bank/neft', found.id, 'Credit funds', 'Return transfer')}`,
        ),
      );
    });

    sandbox.post('/cdesk/sandbox/bank/neft', { schema: { hide: true } }, async (request, reply) => {
      const { ref, decision } = form(request.body);
      const signed = await gateway.decide(
        ref,
        decision as SandboxDecision,
        decision === 'DECLINE' ? 'Transfer returned' : '',
      );
      reply.type('text/html; charset=utf-8');
      if (!signed) return reply.status(404).send(sandboxPage('NEFT/RTGS', invalidLink));
      await payments.applySigned(signed);
      return reply.send(
        sandboxPage(
          'NEFT/RTGS',
          '<h1>NEFT/RTGS credit</h1><p class="done" role="status">Done.</p>',
        ),
      );
    });
  });
}
