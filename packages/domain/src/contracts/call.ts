import type { z } from 'zod';

/** One call of the gateway: its path under /cdesk/gw/, its body schema and its reply's data schema. */
export interface GatewayCall<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  /** The path under the gateway, e.g. 'login/v2/authenticate' (no leading slash). */
  readonly path: string;
  /** The body schema the server parses. */
  readonly request: Req;
  /** The schema of the envelope's `data`, failure shapes included. */
  readonly response: Res;
}

/**
 * Declares a gateway call. The web's build turns each `defineCall(path, request, response)` into the
 * plain object it returns, so a page that reads only `path` carries none of the schemas.
 */
export function defineCall<const P extends string, Req extends z.ZodType, Res extends z.ZodType>(
  path: P,
  request: Req,
  response: Res,
): { readonly path: P; readonly request: Req; readonly response: Res } {
  return { path, request, response };
}

export type RequestOf<C extends GatewayCall> = z.input<C['request']>;
export type ReplyOf<C extends GatewayCall> = z.output<C['response']>;

/** A gateway address that is not a JSON envelope call: an image, a document, a redirect. */
export interface GatewayResource {
  readonly path: string;
  /** The body schema, for a POST that answers with something other than the envelope. */
  readonly request?: z.ZodType;
  /** The schema of the envelope's `data`, for a GET that answers with the envelope. */
  readonly response?: z.ZodType;
}

/** A family of gateway addresses sharing a prefix, e.g. one file per name under it. */
export interface GatewayResourcePrefix {
  readonly pathPrefix: string;
}

export const gatewayBase = '/cdesk/gw/';

/** The absolute path of a call or resource. */
export function gatewayUrl(call: { path: string }): string {
  return gatewayBase + call.path;
}

/** The absolute path of one address under a resource prefix. */
export function gatewayPrefixUrl(resource: GatewayResourcePrefix, rest = ''): string {
  return gatewayBase + resource.pathPrefix + rest;
}
