import type { TPrimaryMenu } from '../contracts/shell/primary-menu.js';

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

const maxText = 200;

/** The fields of an item of `level`: texts of at most maxText characters, and '0'/'1' flags. */
function levelFields(level: number) {
  const texts = ['MENU_ID', 'MENU_NAME', 'URL', 'ACCESS'].map((name) => `${name}${level}`);
  const flags = (level <= 2 ? ['IS_IN_PRIMARY', 'IS_ACTIVE'] : ['IS_ACTIVE']).map(
    (name) => `${name}${level}`,
  );
  return { texts, flags };
}

/**
 * What is wrong with one item of `level` and its children, or null: the same shape ZPrimaryMenu
 * describes (a test holds the two together). Checked by hand so that the browser, which reads the
 * XML, needs no schema library for it.
 */
function itemProblem(item: XmlObject, level: number): string | null {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return 'an item is not one';
  const { texts, flags } = levelFields(level);
  for (const field of texts) {
    const value = item[field];
    if (typeof value !== 'string') return `${field} is missing`;
    if (value.length > maxText) return `${field} is longer than ${maxText} characters`;
  }
  for (const field of flags) {
    if (item[field] !== '0' && item[field] !== '1') return `${field} is not '0' or '1'`;
  }
  if (level === 4) return null;
  const children = item[`MODULE${level + 1}`];
  if (!Array.isArray(children)) return `MODULE${level + 1} is missing`;
  for (const child of children) {
    const problem = itemProblem(child, level + 1);
    if (problem) return problem;
  }
  return null;
}

/** The fields each level carries, and nothing else (as the schema's objects strip unknown keys). */
function pick(item: XmlObject, level: number): XmlObject {
  const { texts, flags } = levelFields(level);
  const picked: XmlObject = {};
  for (const field of [...texts, ...flags]) picked[field] = item[field] ?? '';
  const childKey = `MODULE${level + 1}`;
  const children = item[childKey];
  if (level < 4 && Array.isArray(children))
    picked[childKey] = children.map((c) => pick(c, level + 1));
  return picked;
}

/** Reads primaryMenu.xml into the tree; throws MenuXmlError when it is not a valid menu. */
export function parseMenuXml(xml: string): TPrimaryMenu {
  const root = parseXml(xml);
  if (root.name !== 'MENU') throw new MenuXmlError(`Expected <MENU>, found <${root.name}>`);
  const items = root.children.filter((c) => c.name === 'MODULE1').map((c) => readItem(c, 1));
  for (const item of items) {
    const problem = itemProblem(item, 1);
    if (problem) throw new MenuXmlError(`Not a menu tree: ${problem}`);
  }
  return items.map((item) => pick(item, 1)) as unknown as TPrimaryMenu;
}

/** Whether `tree` is a menu tree (exported for the test that holds it to ZPrimaryMenu). */
export function isMenuTree(tree: unknown): boolean {
  return (
    Array.isArray(tree) &&
    tree.every(
      (item) =>
        typeof item === 'object' && item !== null && itemProblem(item as XmlObject, 1) === null,
    )
  );
}
