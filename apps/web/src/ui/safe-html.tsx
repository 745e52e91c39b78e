import { createElement, Fragment, type ReactNode } from 'react';
import { cx } from './cx';

/** The simple markup the server's texts use; every other tag keeps its text, attributes never. */
const styles: Record<string, string> = {
  p: 'mt-3 first:mt-0',
  strong: 'font-semibold text-text',
  b: 'font-semibold text-text',
  em: 'italic',
  i: 'italic',
  ul: 'mt-3 list-disc space-y-1.5 pl-5 first:mt-0',
  ol: 'mt-3 list-decimal space-y-1.5 pl-5 first:mt-0',
  li: '',
};
/** Their content is never text for a person to read. */
const dropped = new Set(['script', 'style', 'template', 'iframe', 'object', 'embed', 'noscript']);

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const tag = (node as Element).tagName.toLowerCase();
  if (dropped.has(tag)) return null;
  if (tag === 'br') return <br key={key} />;
  const children = Array.from(node.childNodes, toReact);
  const className = styles[tag];
  if (className === undefined) return <Fragment key={key}>{children}</Fragment>;
  return createElement(tag, { key, className: className || undefined }, ...children);
}

/**
 * Renders server-sent HTML through an allow-list, as React elements: nothing reaches innerHTML,
 * so no attribute, link, handler or script can come through.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return (
    <div className={cx('text-[15px] leading-relaxed text-muted', className)}>
      {Array.from(body.childNodes, toReact)}
    </div>
  );
}
