import type { Envelope } from '@cdesk/domain';

export function ok<T>(data: T, displayMessage = ''): Envelope<T> {
  return { isSuccess: true, data, displayMessage, techMessage: '', errCode: '' };
}

export function fail<T>(
  data: T,
  displayMessage: string,
  errCode = '',
  techMessage = '',
): Envelope<T> {
  return { isSuccess: false, data, displayMessage, techMessage, errCode };
}
