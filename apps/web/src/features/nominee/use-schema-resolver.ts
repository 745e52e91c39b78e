import { useRef } from 'react';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

type Schema = z.ZodType<FieldValues, FieldValues>;

/** Puts an error at a path such as ['nomiPercShares', 1]; the first issue of a field wins. */
function place(errors: Record<string, unknown>, path: readonly PropertyKey[], error: FieldError) {
  let node: Record<string, unknown> = errors;
  path.forEach((key, index) => {
    const name = String(key);
    if (index === path.length - 1) {
      node[name] ??= error;
      return;
    }
    node[name] ??= typeof path[index + 1] === 'number' ? [] : {};
    node = node[name] as Record<string, unknown>;
  });
}

/** react-hook-form's resolver for a domain zod schema: its messages become the field errors. */
export function schemaResolver(schema: Schema): Resolver<FieldValues> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      place(errors, issue.path.length > 0 ? issue.path : ['root'], {
        type: issue.code,
        message: issue.message,
      });
    }
    return { values: {}, errors: errors as FieldErrors<FieldValues> };
  };
}

/**
 * A resolver for a domain schema that may only be known once the screen's data has loaded (the
 * guardian's rules need the nominee's id number, the shares whether residual securities are
 * asked): the form keeps one resolver, which validates against the latest schema.
 */
export function useSchemaResolver(schema: Schema | undefined): Resolver<FieldValues> {
  const latest = useRef(schema);
  latest.current = schema;
  const resolver = useRef<Resolver<FieldValues>>(async (values, context, options) => {
    const current = latest.current;
    if (!current) return { values: {}, errors: {} };
    return schemaResolver(current)(values, context, options);
  });
  return resolver.current;
}
