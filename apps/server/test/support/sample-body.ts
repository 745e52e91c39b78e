import { z } from 'zod';

interface JsonSchema {
  type?: string;
  default?: unknown;
  const?: unknown;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

// Values that fit most of the gateway's string patterns: codes, dates, PAN, pincode, OTP, month.
const candidates = [
  '5000001',
  'Demo@1234',
  'A',
  '1',
  '01-01-1990',
  '1990-01-01',
  'ABCDE1234F',
  '411001',
  'asha.verma@okhdfc',
  '123456',
  '2030-01',
];

/**
 * A body that a call's schema would likely accept, built from its JSON Schema: known values by
 * field name first, then defaults, enums and values that fit the field's pattern and length.
 */
export function sampleBody(schema: z.ZodType, known: Record<string, string>): unknown {
  const root = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return sample(root, '', known);
}

function sample(
  node: JsonSchema | undefined,
  name: string,
  known: Record<string, string>,
): unknown {
  if (!node) return undefined;
  const fits = (value: string) =>
    (!node.pattern || new RegExp(node.pattern).test(value)) &&
    value.length >= (node.minLength ?? 0) &&
    value.length <= (node.maxLength ?? Infinity);
  const knownValue = known[name];
  if (node.type === 'string' && knownValue !== undefined && fits(knownValue)) return knownValue;
  if ('default' in node) return node.default;
  if ('const' in node) return node.const;
  if (node.enum) return node.enum[0];
  const choice = node.anyOf?.[0] ?? node.oneOf?.[0] ?? node.allOf?.[0];
  if (choice) return sample(choice, name, known);
  switch (node.type) {
    case 'string':
      return candidates.find(fits) ?? 'A'.repeat(node.minLength ?? 1);
    case 'number':
    case 'integer':
      return Math.max(node.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return [sample(node.items, name, known)];
    case 'object':
      return Object.fromEntries(
        Object.entries(node.properties ?? {}).map(([key, child]) => [
          key,
          sample(child, key, known),
        ]),
      );
  }
  return undefined;
}

export type FieldPath = (string | number)[];

/** The path of every string in a body. */
export function stringPaths(value: unknown, prefix: FieldPath = []): FieldPath[] {
  if (typeof value === 'string') return [prefix];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringPaths(item, [...prefix, i]));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...prefix, key]));
  return [];
}

/** A copy of the body with `suffix` appended to the string at `path`. */
export function withSuffix(body: unknown, path: FieldPath, suffix: string): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  at[last] = `${String(at[last])}${suffix}`;
  return copy;
}
