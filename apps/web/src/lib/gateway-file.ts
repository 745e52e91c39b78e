import { gatewayUrl, messages } from '@cdesk/domain';
import { ApiError, currentToken } from './api';

/**
 * POSTs JSON to a gateway resource (by its path) that answers with a file (a PDF receipt) and
 * returns it. A refusal comes as the envelope, whose message is shown; anything else is the
 * download failure. The path alone is passed: the resource's request schema stays out of the page.
 */
export async function gatewayFile(
  path: string,
  body: unknown,
  /** Another bearer value and more headers (a registration's tokens) instead of the desk's. */
  options: { token?: string; headers?: Record<string, string> } = {},
): Promise<Blob> {
  const token = options.token ?? currentToken();
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/pdf, application/json',
    ...options.headers,
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  const url = gatewayUrl({ path });
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      cache: 'no-store',
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(messages.downloadFailed, 0);
  }
  const type = response.headers.get('Content-Type') ?? '';
  if (response.ok && !type.includes('json')) return response.blob();
  let message: string = messages.downloadFailed;
  try {
    const envelope = (await response.json()) as { displayMessage?: string };
    if (envelope.displayMessage) message = envelope.displayMessage;
  } catch {
    // Not the envelope: the generic download message stands.
  }
  throw new ApiError(message, response.status);
}

/** Hands a file to the browser as a download named `fileName`. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
