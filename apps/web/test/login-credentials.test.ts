import { checkLoginCredentials, ZAuthenticateRequest } from '@cdesk/domain';
import { describe, expect, it } from 'vitest';

/** The login page checks without zod (page weight); the gateway checks with the schema. */
describe('login credential check', () => {
  it.each([
    { loginId: '', password: '' },
    { loginId: '   ', password: 'Demo@1234' },
    { loginId: '5000001', password: '' },
    { loginId: '5000001', password: 'Demo@1234' },
  ])('agrees with ZAuthenticateRequest for %o', (input) => {
    const result = ZAuthenticateRequest.safeParse(input);
    const schemaErrors = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
    );

    expect(checkLoginCredentials(input)).toEqual(schemaErrors);
  });
});
