import { loginMessages } from '@cdesk/domain';
import { ApiError } from './api';

/** What to tell the user about a failed call: the server's message, else the generic one. */
export function errorMessage(
  error: unknown,
  fallback: string = loginMessages.somethingWrong,
): string {
  return error instanceof ApiError ? error.message : fallback;
}
