import { formatPaise, gatewayUrl, netbankingReturnResource } from '@cdesk/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { PaymentLifecycle } from '../modules/checkout/index.js';
import type { SignedResult } from '../providers/payment-gateway/port.js';
import type { SandboxPaymentGateway } from '../providers/payment-gateway/sandbox.js';
import { escapeHtml, postForm, sendPage } from './page.js';

const ZDecisionForm = z.object({
  ref: z.string().max(64).default(''),
  decision: z.enum(['APPROVE', 'DECLINE', 'CANCEL', 'FAIL']).default('APPROVE'),
  reason: z.string().max(120).default(''),
  vpa: z.string().max(100).default(''),
  utr: z.string().max(40).default(''),
});

const invalidLink =
  '<h1>Link not valid</h1><p>This payment request is not valid or has already been answered.</p>';
const styles = `<style>.row{display:flex;gap:12px;flex-wrap:wrap;margin-top:16px}
  button.secondary{background:#fff;color:#b91c1c;border:1px solid #b91c1c}
  ul{list-style:none;padding:0} li{border-top:1px solid #e2e8f0;padding:12px 0}</style>`;

const netbankingPath = '/cdesk/sandbox/bank/netbanking';
const upiPath = '/cdesk/sandbox/upi';
const autoSubmitScript = '/cdesk/sandbox/bank/auto-submit.js';
const neftPath = '/cdesk/sandbox/bank/neft';

function decisionForm(
  path: string,
  fields: Record<string, string>,
  approve: string,
  decline: string,
): string {
  return postForm(
    path,
    fields,
    `<div class="row"><button type="submit" name="decision" value="APPROVE">${approve}</button>
    <button type="submit" name="decision" value="DECLINE" class="secondary">${decline}</button></div>`,
  );
}

function form(raw: unknown) {
  const parsed = ZDecisionForm.safeParse(raw ?? {});
  return parsed.success ? parsed.data : ZDecisionForm.parse({});
}

/**
 * The payer's decision on a pending request, as the gateway's signed result; null once a 404 page
 * is sent for a request that is unknown or already answered.
 */
async function decide(
  gateway: SandboxPaymentGateway,
  raw: unknown,
  reply: FastifyReply,
  title: string,
  declined: string,
): Promise<SignedResult | null> {
  const { ref, decision, reason } = form(raw);
  const why = reason || (decision === 'DECLINE' ? declined : '');
  const signed = await gateway.decide(ref, decision, why);
  if (!signed) sendPage(reply, title, invalidLink, 404);
  return signed;
}

/** A bank's net-banking page, which answers the merchant's server and then returns the browser. */
function netbankingPages(
  sandbox: FastifyInstance,
  gateway: SandboxPaymentGateway,
  payments: PaymentLifecycle,
): void {
  sandbox.get(netbankingPath, { schema: { hide: true } }, async (request, reply) => {
    const found = await gateway.find(form(request.query).ref);
    if (!found || found.kind !== 'NETBANKING' || found.status !== 'PENDING')
      return sendPage(reply, 'Net banking', invalidLink, 404);
    return sendPage(
      reply,
      'Net banking',
      `${styles}<h1>Net banking: confirm payment</h1>
        <p>Pay to Client Desk for transaction <strong>${escapeHtml(found.merchantRef)}</strong> from your ${escapeHtml(found.bankCode)} account.</p>
        <p class="figure">${formatPaise(found.amountPaise)}</p>
        ${decisionForm(netbankingPath, { ref: found.id }, 'Approve payment', 'Decline')}`,
    );
  });

  sandbox.post(netbankingPath, { schema: { hide: true } }, async (request, reply) => {
    const signed = await decide(
      gateway,
      request.body,
      reply,
      'Net banking',
      'Declined by the account holder',
    );
    if (!signed) return reply;
    // The bank tells the merchant's server first, then sends the browser back with the same result
    // in a form that posts itself, as banks do: never in the address.
    await payments.applySigned(signed);
    return sendPage(
      reply,
      'Net banking',
      `<h1>Returning to Client Desk</h1>
        ${postForm(
          gatewayUrl(netbankingReturnResource),
          { data: signed.data, sig: signed.sig },
          '<p>Your bank has answered. Taking you back to Client Desk.</p><button type="submit">Return to Client Desk</button>',
        )}
        <script src="${autoSubmitScript}"></script>`,
    );
  });

  // A file of its own: the Content-Security-Policy runs no inline script.
  sandbox.get(autoSubmitScript, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .send("document.querySelector('form')?.submit();\n"),
  );
}

/** A UPI app listing the collect requests waiting for a UPI ID. */
function upiPages(sandbox: FastifyInstance, gateway: SandboxPaymentGateway): void {
  sandbox.get(upiPath, { schema: { hide: true } }, async (request, reply) => {
    const { vpa } = form(request.query);
    const pending = vpa ? await gateway.pendingCollects(vpa) : [];
    const list =
      pending.length === 0
        ? '<p role="status">No payment requests are waiting.</p>'
        : `<ul>${pending
            .map(
              (p) =>
                `<li><p>Client Desk requests <strong>${formatPaise(p.amountPaise)}</strong> for ${escapeHtml(p.merchantRef)}</p>
                ${decisionForm(upiPath, { ref: p.id, vpa }, 'Approve', 'Decline')}</li>`,
            )
            .join('')}</ul>`;
    return sendPage(
      reply,
      'UPI app',
      `${styles}<h1>UPI app: ${escapeHtml(vpa || 'no UPI ID')}</h1>${list}`,
    );
  });

  sandbox.post(upiPath, { schema: { hide: true } }, async (request, reply) => {
    const signed = await decide(gateway, request.body, reply, 'UPI app', 'Declined by the payer');
    if (!signed) return reply;
    const { decision, vpa } = form(request.body);
    const done = decision === 'APPROVE' ? 'Payment approved.' : 'Payment request declined.';
    return sendPage(
      reply,
      'UPI app',
      `<h1>UPI app</h1><p class="done" role="status">${done}</p>
        <p><a href="${upiPath}?vpa=${encodeURIComponent(vpa)}">Back to requests</a></p>`,
    );
  });
}

/** A bank crediting an NEFT/RTGS transfer. */
function neftPages(
  sandbox: FastifyInstance,
  gateway: SandboxPaymentGateway,
  payments: PaymentLifecycle,
): void {
  sandbox.get(neftPath, { schema: { hide: true } }, async (request, reply) => {
    const query = form(request.query);
    const found = query.utr
      ? await gateway.pendingCredit(query.utr)
      : await gateway.find(query.ref);
    if (!found || found.kind !== 'NEFT' || found.status !== 'PENDING')
      return sendPage(reply, 'NEFT/RTGS', invalidLink, 404);
    return sendPage(
      reply,
      'NEFT/RTGS',
      `${styles}<h1>NEFT/RTGS credit</h1><p>UTR <strong>${escapeHtml(found.utr)}</strong> for ${escapeHtml(found.merchantRef)}</p>
        <p class="figure">${formatPaise(found.amountPaise)}</p>
        ${decisionForm(neftPath, { ref: found.id }, 'Credit funds', 'Return transfer')}`,
    );
  });

  sandbox.post(neftPath, { schema: { hide: true } }, async (request, reply) => {
    const signed = await decide(gateway, request.body, reply, 'NEFT/RTGS', 'Transfer returned');
    if (!signed) return reply;
    await payments.applySigned(signed);
    return sendPage(
      reply,
      'NEFT/RTGS',
      '<h1>NEFT/RTGS credit</h1><p class="done" role="status">Done.</p>',
    );
  });
}

/**
 * The other side of a payment, in the sandbox: a bank's net-banking page, a UPI app listing collect
 * requests, and a bank crediting an NEFT/RTGS transfer.
 */
export function paymentSandboxPages(
  sandbox: FastifyInstance,
  gateway: SandboxPaymentGateway,
  payments: PaymentLifecycle,
): void {
  netbankingPages(sandbox, gateway, payments);
  upiPages(sandbox, gateway);
  neftPages(sandbox, gateway, payments);
}
