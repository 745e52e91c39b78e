import type { FastifyReply } from 'fastify';

/** The plain HTML of a sandbox page: a stand-in for a bank, a KRA or a tax portal, clearly labelled. */
export function sandboxPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Sandbox</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f1f5f9; color: #0f172a; margin: 0; }
  .bar { background: #b45309; color: #fff; padding: 10px 16px; font-size: 14px; letter-spacing: .02em; }
  .bar strong { letter-spacing: .08em; }
  main { max-width: 480px; margin: 32px max(16px, calc(50% - 240px)); background: #fff; border: 1px solid #e2e8f0; border-radius: 8px; padding: 24px; }
  h1 { font-size: 20px; margin: 0 0 12px; }
  p { color: #475569; line-height: 1.5; }
  .figure { font-size: 28px; font-weight: 600; color: #0f172a; font-variant-numeric: tabular-nums; }
  button { min-height: 44px; padding: 0 20px; border: 0; border-radius: 8px; background: #0b5fff; color: #fff; font-size: 16px; cursor: pointer; }
  button:focus-visible, a.button:focus-visible { outline: 3px solid #93c5fd; outline-offset: 2px; }
  a.button { display: inline-flex; align-items: center; min-height: 44px; padding: 0 20px; border-radius: 8px; background: #0b5fff; color: #fff; font-size: 16px; text-decoration: none; }
  .done { color: #15803d; font-weight: 600; }
</style></head>
<body><header class="bar" role="banner" data-sandbox-banner><strong>SANDBOX</strong> · a stand-in for an outside system, for testing only: no real money, bank or identity is involved</header>
<main>${body}</main></body></html>`;
}

/** Sends a sandbox page. */
export function sendPage(
  reply: FastifyReply,
  title: string,
  body: string,
  status = 200,
): FastifyReply {
  return reply.status(status).type('text/html; charset=utf-8').send(sandboxPage(title, body));
}

/** A form posting hidden fields back to a sandbox page, around its visible part. */
export function postForm(action: string, fields: Record<string, string>, inner: string): string {
  const hidden = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');
  return `<form method="post" action="${escapeHtml(action)}">${hidden}${inner}</form>`;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
