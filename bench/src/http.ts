import http from 'node:http';

export interface HttpReply {
  status: number;
  body: string;
}

/** One request on a fresh connection, so probes never hold a keep-alive socket open on the server. */
export function request(
  url: string,
  options: {
    method?: string;
    body?: unknown;
    headers?: Record<string, string>;
    timeoutMs?: number;
  } = {},
): Promise<HttpReply> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: options.method ?? (payload ? 'POST' : 'GET'),
        agent: false,
        timeout: options.timeoutMs ?? 5000,
        headers: {
          connection: 'close',
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timed out: ${url}`)));
    req.on('error', reject);
    req.end(payload);
  });
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** The gateway's envelope, as far as the bench needs it. */
export interface Envelope {
  isSuccess: boolean;
  data: unknown;
  displayMessage: string;
}

export function parseEnvelope(body: string): Envelope | undefined {
  try {
    const value: unknown = JSON.parse(body);
    if (value && typeof value === 'object' && 'isSuccess' in value) return value as Envelope;
  } catch {
    // not JSON: the caller reports the raw body
  }
  return undefined;
}

export const isSuccessBody = (body: string): boolean => parseEnvelope(body)?.isSuccess === true;
