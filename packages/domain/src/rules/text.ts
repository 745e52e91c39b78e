import { z } from 'zod';
import { textMessages } from '../catalogue/text.js';

/**
 * What a client may put in a string, whatever the call: no control characters (NUL, escape, C1
 * controls) and no lone UTF-16 surrogates, which the database refuses or silently mangles. Line
 * breaks and tabs are ordinary white space only in text that may span lines.
 */
export type TextKind = 'line' | 'multiline';

/** Characters no text may hold: C0 controls other than tab, line feed and carriage return, DEL and C1. */
// eslint-disable-next-line no-control-regex -- finding control characters is this rule's purpose.
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Line breaks and tabs, refused where a field is one line. */
const lineBreak = /[\t\n\r\u2028\u2029]/;
/** With the u flag a surrogate class matches only a half without its partner. */
const loneSurrogate = /[\uD800-\uDFFF]/u;

/** The longest string a field takes when its contract names no length of its own. */
export const textLimits: Readonly<Record<TextKind, number>> = { line: 1000, multiline: 4000 };

/** The metadata key that marks a contract's string field as text that may span lines. */
export const textKindKey = 'x-text-kind';

export function hasUnsafeCharacters(value: string, kind: TextKind = 'line'): boolean {
  return (
    controlCharacter.test(value) ||
    loneSurrogate.test(value) ||
    (kind === 'line' && lineBreak.test(value))
  );
}

/** How one request's fields are judged: by field name, the multi-line ones and declared lengths. */
export interface TextPolicy {
  readonly multiline: ReadonlySet<string>;
  readonly maxLength: ReadonlyMap<string, number>;
}

export const defaultTextPolicy: TextPolicy = { multiline: new Set(), maxLength: new Map() };

export interface TextIssue {
  /** Dotted path of the field, e.g. `purchaseItemBean.0.ccode`. */
  field: string;
  problem: 'characters' | 'length';
}

/** A length the contract declares is the contract's own check, with its own message. */
function limitOf(name: string, kind: TextKind, policy: TextPolicy): number {
  return policy.maxLength.has(name) ? Infinity : textLimits[kind];
}

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | undefined;
}

function pathOf(visit: Visit | undefined): string {
  const keys: string[] = [];
  for (let at = visit; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.') || 'Request';
}

/**
 * The first string in a parsed body, query or route params that breaks the text rule, or
 * undefined. Property names are held to the line rule as well: they reach logs and error texts.
 */
export function findTextIssue(
  input: unknown,
  policy: TextPolicy = defaultTextPolicy,
): TextIssue | undefined {
  const queue: Visit[] = [{ value: input, key: '', parent: undefined }];
  for (let next = 0; next < queue.length; next++) {
    const visit = queue[next]!;
    const { value } = visit;
    if (typeof value === 'string') {
      const kind: TextKind = policy.multiline.has(visit.key) ? 'multiline' : 'line';
      if (hasUnsafeCharacters(value, kind)) return { field: pathOf(visit), problem: 'characters' };
      if (value.length > limitOf(visit.key, kind, policy))
        return { field: pathOf(visit), problem: 'length' };
    } else if (Array.isArray(value)) {
      value.forEach((item, index) =>
        queue.push({ value: item, key: String(index), parent: visit }),
      );
    } else if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (hasUnsafeCharacters(key)) return { field: pathOf(visit), problem: 'characters' };
        const child = { value: item, key, parent: visit };
        if (key.length > textLimits.line) return { field: pathOf(child), problem: 'length' };
        queue.push(child);
      }
    }
  }
  return undefined;
}

export function textIssueMessage(issue: TextIssue): string {
  return issue.problem === 'characters'
    ? textMessages.unsafeCharacters(issue.field)
    : textMessages.tooLong(issue.field);
}

interface JsonSchemaNode {
  type?: unknown;
  maxLength?: number;
  [textKindKey]?: unknown;
  properties?: Record<string, JsonSchemaNode>;
  items?: JsonSchemaNode | JsonSchemaNode[];
  additionalProperties?: JsonSchemaNode | boolean;
  anyOf?: JsonSchemaNode[];
  oneOf?: JsonSchemaNode[];
  allOf?: JsonSchemaNode[];
}

/**
 * The text policy a contract's schema implies: fields marked multi-line (see `multiline`) and the
 * lengths it declares, by field name. A schema that is not zod gives the default policy.
 */
export function textPolicyOf(schema: unknown): TextPolicy {
  if (!(schema instanceof z.ZodType)) return defaultTextPolicy;
  let root: JsonSchemaNode;
  try {
    root = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchemaNode;
  } catch {
    return defaultTextPolicy;
  }
  const multiline = new Set<string>();
  const maxLength = new Map<string, number>();
  const visit = (node: JsonSchemaNode | boolean | undefined, name: string): void => {
    if (!node || typeof node !== 'object') return;
    if (node[textKindKey] === 'multiline') multiline.add(name);
    if (typeof node.maxLength === 'number')
      maxLength.set(name, Math.max(maxLength.get(name) ?? 0, node.maxLength));
    for (const [key, child] of Object.entries(node.properties ?? {})) visit(child, key);
    for (const child of [node.items ?? []].flat()) visit(child, name);
    visit(node.additionalProperties, name);
    for (const child of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])])
      visit(child, name);
  };
  visit(root, '');
  return { multiline, maxLength };
}

/** Marks a contract's string field as text that may span lines (a query's message, say). */
export function multiline<T extends z.ZodString>(schema: T): T {
  return schema
    .refine((value) => !hasUnsafeCharacters(value, 'multiline'), textMessages.unsafeInField)
    .meta({ [textKindKey]: 'multiline' }) as T;
}

/** The line rule as a zod check, for contracts and the forms that use them. */
export function singleLine<T extends z.ZodString>(schema: T): T {
  return schema.refine((value) => !hasUnsafeCharacters(value, 'line'), textMessages.unsafeInField);
}
