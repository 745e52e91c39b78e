/** The plain HTML of a sandbox page: a stand-in for a bank, a KRA or a tax portal, clearly labelled. */
export function sandboxPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Sandbox</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f1f5f9; color: #0f172a; margin: 0; }
  .bar { background: #334155; color: #fff; padding: 10px 16px; font-size: 13px; letter-spacing: .02em; }
  main { max-width: 480px; margin: 32px auto; background: #fff; border: 1px solid #e2e8f0; border-radius: 8px; padding: 24px; }
  h1 { font-size: 20px; margin: 0 0 12px; }
  p { color: #475569; line-height: 1.5; }
  .figure { font-size: 28px; font-weight: 600; color: #0f172a; font-variant-numeric: tabular-nums; }
  button { min-height: 44px; padding: 0 20px; border: 0; border-radius: 8px; background: #0b5fff; color: #fff; font-size: 16px; cursor: pointer; }
  button:focus-visible { outline: 3px solid #93c5fd; outline-offset: 2px; }
  .done { color: #15803d; font-weight: 600; }
</style></head>
<body><div class="bar">SANDBOX · stands in for an outside system; no real money or identity is involved</div>
<main>${body}</main></body></html>`;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
