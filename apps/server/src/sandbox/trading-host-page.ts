import { formatDate, handoffOptionLabels, productName } from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sandboxTradingHostPath } from '../config.js';
import { handoffRefusals, type HandoffService } from '../modules/shell/index.js';
import { escapeHtml, sendPage } from './page.js';

const title = 'Online trading';

const ZPosted = z.object({
  data: z.string().max(4000).default(''),
  sig: z.string().max(200).default(''),
});

const istTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

const styles = `<style>dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:16px 0 0}
  dt{color:#475569}dd{margin:0;font-weight:600;font-variant-numeric:tabular-nums}
  .refused{color:#b91c1c}</style>`;

function refusalPage(outcome: keyof typeof handoffRefusals): string {
  return `${styles}<h1 class="refused" role="alert">${handoffRefusals[outcome]}</h1>
    <p>The online-trading host accepts a hand-over from Client Desk once, within two minutes of it
    being issued. Go back to Client Desk and choose the product again.</p>`;
}

/**
 * The online-trading host, in the sandbox: it receives the form Client Desk posts (the signed,
 * single-use token), checks it and shows whom it received, or why it refuses the link.
 */
export function tradingHostSandboxPage(sandbox: FastifyInstance, handoff: HandoffService): void {
  sandbox.get(sandboxTradingHostPath, { schema: { hide: true } }, async (_request, reply) =>
    sendPage(reply, title, refusalPage('INVALID'), 400),
  );

  sandbox.post(sandboxTradingHostPath, { schema: { hide: true } }, async (request, reply) => {
    const posted = ZPosted.safeParse(request.body ?? {});
    const receipt = posted.success
      ? await handoff.receive(posted.data)
      : ({ outcome: 'INVALID' } as const);
    if (receipt.outcome !== 'RECEIVED')
      return sendPage(reply, title, refusalPage(receipt.outcome), 400);
    const { claims, receivedAt } = receipt;
    const rows: [string, string][] = [
      ['Name', claims.name],
      ['Wealth account number', claims.njAcNo],
      ['Product', productName(claims.product)],
      ['Option', handoffOptionLabels[claims.option]],
      ['Received', `${formatDate(receivedAt)} ${istTime.format(receivedAt)} IST`],
    ];
    return sendPage(
      reply,
      title,
      `${styles}<h1>Welcome to online trading</h1>
        <p class="done" role="status">Client Desk handed you over securely.</p>
        <dl>${rows.map(([label, value]) => `<dt>${label}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>`,
    );
  });
}
