import {
  gatewayUrl,
  loginMessages,
  type Envelope,
  type GatewayCall,
  type ReplyOf,
  type RequestOf,
} from '@cdesk/domain';
import { businessTimeHeader, noteBusinessTime } from './business-clock';
import { afterFirstPaint } from './first-paint';
import { navigateTo } from './navigation';

/**
 * The one way the app talks to the gateway. Deliberately a small fetch wrapper rather than RTK
 * Query: it is on the login page's critical path. Features may build RTK Query APIs on top of
 * `gatewayPost` as a base query, as long as those load only with their own routes.
 */
/**
 * What the gateway client needs from the session, given by the app's store setup: the client
 * itself knows no slice.
 */
export interface GatewaySession {
  /** The session's bearer token, '' when logged out. */
  token(): string;
  /** A 401 on the session's token: end the session and send the user to log in. */
  expired(): void;
  /** A 417: keep its message for the transact error page. */
  errorPageMessage(message: string): void;
  /** A 403 STEPS_PENDING: the forced steps are not done after all. */
  stepsPending(): void;
}

let session: GatewaySession = {
  token: () => '',
  expired: () => undefined,
  errorPageMessage: () => undefined,
  stepsPending: () => undefined,
};

export function connectGatewaySession(next: GatewaySession): void {
  session = next;
}

/** The bearer token calls carry now, for a request that is not an envelope call (a file). */
export function currentToken(): string {
  return session.token();
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errCode = '',
    readonly data: unknown = null,
    /** The envelope's techMessage: a question the call asks back (SUCC_WITH_MARS) rather than a fault. */
    readonly techMessage = '',
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface GatewayOptions {
  signal?: AbortSignal;
  /** For logout: a session that has already ended is not news, so no notice and no redirect. */
  quietExpiry?: boolean;
  /**
   * A bearer token other than the session's (the mapping authorisation login, a payment link's
   * token). Its expiry is that page's business: the session is left alone.
   */
  token?: string;
  /** The request outlives the page: a change saved as the tab closes still arrives. */
  keepalive?: boolean;
  /** More headers: the reference token of an account-opening application, its area. */
  headers?: Record<string, string>;
}

/** POSTs JSON (or nothing, when `body` is undefined) and returns the envelope of a 2xx reply. */
export async function gatewayPost<C extends GatewayCall>(
  call: C,
  body?: RequestOf<C>,
  options: GatewayOptions = {},
): Promise<Envelope<ReplyOf<C>>> {
  const ownToken = options.token !== undefined;
  const token = options.token ?? session.token();
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  // Read before the try: the bundler keeps every property of what a try block passes on, and
  // only the path of a call may reach the browser.
  const url = gatewayUrl(call);

  let response: Response;
  try {
    await afterFirstPaint();
    response = await fetch(url, {
      method: 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
      credentials: 'same-origin',
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(loginMessages.somethingWrong, 0);
  }

  noteBusinessTime(response.headers.get(businessTimeHeader));
  const envelope = await readEnvelope<ReplyOf<C>>(response);
  const displayMessage = envelope?.displayMessage || loginMessages.somethingWrong;
  if (response.status === 401 && token) {
    if (!options.quietExpiry && !ownToken) session.expired();
    throw new ApiError(loginMessages.sessionExpired, 401, envelope?.errCode);
  }
  if (response.status === 417) {
    session.errorPageMessage(displayMessage);
    navigateTo('/transact/errorPage');
    throw new ApiError(displayMessage, 417, envelope?.errCode);
  }
  if (response.status === 403 && envelope?.errCode === 'STEPS_PENDING' && !ownToken) {
    // The forced steps are not done after all (another tab, an expired password): the session gate
    // asks for the facts again and takes the user to the step.
    session.stepsPending();
  }
  if (!response.ok || !envelope) {
    throw new ApiError(
      displayMessage,
      response.status,
      envelope?.errCode,
      envelope?.data,
      envelope?.techMessage,
    );
  }
  return envelope;
}

/** Like `gatewayPost`, but returns `data` and turns `isSuccess: false` into an ApiError. */
export async function gatewayCall<C extends GatewayCall>(
  call: C,
  body: RequestOf<C>,
  options?: GatewayOptions,
): Promise<ReplyOf<C>> {
  const envelope = await gatewayPost(call, body, options);
  if (!envelope.isSuccess) {
    const message = envelope.displayMessage || loginMessages.somethingWrong;
    throw new ApiError(message, 200, envelope.errCode, envelope.data, envelope.techMessage);
  }
  return envelope.data;
}

async function readEnvelope<T>(response: Response): Promise<Envelope<T> | undefined> {
  try {
    const value: unknown = await response.json();
    if (typeof value === 'object' && value !== null && 'isSuccess' in value) {
      return value as Envelope<T>;
    }
  } catch {
    // Not JSON: a proxy error page or an empty body. Treated as a failure below.
  }
  return undefined;
}
