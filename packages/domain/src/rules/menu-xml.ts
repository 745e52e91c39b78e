import { ZPrimaryMenu, type TPrimaryMenu } from '../contracts/shell/primary-menu.js';

/**
 * The menu tree as primaryMenu.xml carries it: <MENU> holding one <MODULE1> per level-1 item, each
 * item's fields as child elements and its children as repeated <MODULE{n+1}> elements. Both ends
 * use these two functions, so the XML and the JSON fallback cannot drift apart.
 */
const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => escapes[c] ?? c);
}

type XmlValue = string | XmlObject[];
interface XmlObject {
  [key: string]: XmlValue;
}

function writeObject(object: XmlObject, indent: string, lines: string[]): void {
  for (const [key, value] of Object.entries(object)) {
    if (typeof value === 'string') {
      lines.push(`${indent}<${key}>${escapeXml(value)}</${key}>`);
      continue;
    }
    for (const child of value) {
      lines.push(`${indent}<${key}>`);
      writeObject(child, `${indent}  `, lines);
      lines.push(`${indent}</${key}>`);
    }
  }
}

export function menuToXml(tree: TPrimaryMenu): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<MENU>'];
  writeObject({ MODULE1: tree as unknown as XmlObject[] }, '  ', lines);
  lines.push('</MENU>');
  return `${lines.join('\n')}\n`;
}

interface XmlElement {
  name: string;
  children: XmlElement[];
  text: string;
}

export class MenuXmlError extends Error {}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (entity, body: string) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
    if (body.startsWith('#')) {
      const code =
        body[1]?.toLowerCase() === 'x' ? parseInt(body.slice(2), 16) : Number(body.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return named[body.toLowerCase()] ?? entity;
  });
}

const token =
  /<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!\[CDATA\[([\s\S]*?)\]\]>|<(\/?)([A-Za-z_][\w.-]*)(?:\s[^<>]*?)?(\/?)>|<!|<|[^<]+/g;

/** A small parser for the element-only XML above; DOCTYPE (and with it entity expansion) is refused. */
function parseXml(xml: string): XmlElement {
  const root: XmlElement = { name: '#document', children: [], text: '' };
  const stack = [root];
  for (const match of xml.matchAll(token)) {
    const [whole, cdata, closing, name, selfClosing] = match;
    const top = stack[stack.length - 1] ?? root;
    if (whole.startsWith('<?') || whole.startsWith('<!--')) continue;
    if (cdata !== undefined) top.text += cdata;
    else if (name === undefined) {
      if (whole.startsWith('<')) throw new MenuXmlError('Malformed or unsupported XML markup');
      top.text += decodeEntities(whole);
    } else if (closing) {
      if (top.name !== name || stack.length === 1) throw new MenuXmlError(`Unexpected </${name}>`);
      stack.pop();
    } else {
      const element: XmlElement = { name, children: [], text: '' };
      top.children.push(element);
      if (!selfClosing) stack.push(element);
    }
  }
  if (stack.length !== 1) throw new MenuXmlError('Unclosed element');
  const elements = root.children;
  if (elements.length !== 1 || !elements[0]) throw new MenuXmlError('Expected one root element');
  return elements[0];
}

function readItem(element: XmlElement, level: number): XmlObject {
  const item: XmlObject = {};
  const childKey = `MODULE${level + 1}`;
  if (level < 4) item[childKey] = [];
  for (const child of element.children) {
    const list = item[child.name];
    if (child.name === childKey && Array.isArray(list)) list.push(readItem(child, level + 1));
    else item[child.name] = child.text;
  }
  return item;
}

/** Reads primaryMenu.xml into the tree; throws MenuXmlError when it is not a valid menu. */
export function parseMenuXml(xml: string): TPrimaryMenu {
  const root = parseXml(xml);
  if (root.name !== 'MENU') throw new MenuXmlError(`Expected <MENU>, found <${root.name}>`);
  const items = root.children.filter((c) => c.name === 'MODULE1').map((c) => readItem(c, 1));
  const parsed = ZPrimaryMenu.safeParse(items);
  if (!parsed.success) throw new MenuXmlError(`Not a menu tree: ${parsed.error.message}`);
  return parsed.data;
}
