import {
  eMandateReturnResource,
  formatPaise,
  gatewayUrl,
  parseRegistrationMandateRef,
  registrationMandateReturnResource,
} from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { MandateService } from '../modules/mandates/index.js';
import type { RegistrationMandates } from '../modules/onboarding/index.js';
import type { SandboxPaymentGateway } from '../providers/payment-gateway/sandbox.js';
import { escapeHtml, postForm, sendPage } from './page.js';

const mandatePath = '/cdesk/sandbox/bank/emandate';
const autoSubmitScript = '/cdesk/sandbox/bank/auto-submit.js';

const ZDecision = z.object({
  ref: z.string().max(64).default(''),
  decision: z.enum(['APPROVE', 'DECLINE']).default('APPROVE'),
});

const invalidLink =
  '<h1>Link not valid</h1><p>This mandate request is not valid or has already been answered.</p>';
const styles = `<style>.row{display:flex;gap:12px;flex-wrap:wrap;margin-top:16px}
  button.secondary{background:#fff;color:#b91c1c;border:1px solid #b91c1c}</style>`;

function decision(raw: unknown) {
  const parsed = ZDecision.safeParse(raw ?? {});
  return parsed.success ? parsed.data : ZDecision.parse({});
}

/**
 * The investor's bank, in the sandbox, asking them to authenticate an e-mandate: approve or
 * decline, then back to Client Desk with the bank's signed answer.
 */
export function mandateSandboxPages(
  sandbox: FastifyInstance,
  gateway: SandboxPaymentGateway,
  mandates: { desk: MandateService; registration: RegistrationMandates },
): void {
  sandbox.get(mandatePath, { schema: { hide: true } }, async (request, reply) => {
    const found = await gateway.find(decision(request.query).ref);
    if (!found || found.kind !== 'MANDATE' || found.status !== 'PENDING')
      return sendPage(reply, 'E-mandate', invalidLink, 404);
    return sendPage(
      reply,
      'E-mandate',
      `${styles}<h1>${escapeHtml(found.bankCode)} bank: authenticate e-mandate</h1>
        <p>Client Desk asks to debit your account for your SIPs under mandate <strong>${escapeHtml(parseRegistrationMandateRef(found.merchantRef)?.mandateNo ?? found.merchantRef)}</strong>, up to</p>
        <p class="figure">${formatPaise(found.amountPaise)}</p>
        ${postForm(
          mandatePath,
          { ref: found.id },
          `<div class="row"><button type="submit" name="decision" value="APPROVE">Approve mandate</button>
          <button type="submit" name="decision" value="DECLINE" class="secondary">Decline</button></div>`,
        )}`,
    );
  });

  sandbox.post(mandatePath, { schema: { hide: true } }, async (request, reply) => {
    const asked = decision(request.body);
    const why = asked.decision === 'DECLINE' ? 'Declined by the account holder' : '';
    const signed = await gateway.decide(asked.ref, asked.decision, why);
    if (!signed) return sendPage(reply, 'E-mandate', invalidLink, 404);
    // The bank tells the desk's server first, then sends the browser back with the same answer:
    // an account-opening application's mandate to its own return, an investor's to the desk's.
    const merchantRef = gateway.readSigned(signed)?.merchantRef ?? '';
    const forApplication = parseRegistrationMandateRef(merchantRef) !== null;
    if (forApplication) await mandates.registration.applySigned(signed);
    else await mandates.desk.applySigned(signed);
    return sendPage(
      reply,
      'E-mandate',
      `<h1>Returning to Client Desk</h1>
        ${postForm(
          gatewayUrl(forApplication ? registrationMandateReturnResource : eMandateReturnResource),
          { data: signed.data, sig: signed.sig },
          '<p>Your bank has answered. Taking you back to Client Desk.</p><button type="submit">Return to Client Desk</button>',
        )}
        <script src="${autoSubmitScript}"></script>`,
    );
  });
}
