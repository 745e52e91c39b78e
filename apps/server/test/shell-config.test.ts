import { isLoanHost, ZAppConfigResponse } from '@cdesk/domain';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { envelope, startApp } from './support/app.js';
import { testDatabases } from './support/databases.js';

describe('the loan variant configuration', () => {
  it('defaults LOAN_HOST_LABEL to loans and takes another label in any case', () => {
    expect(loadConfig({ SECRET_KEY: 'k'.repeat(32) }).loanHostLabel).toBe('loans');
    expect(
      loadConfig({ SECRET_KEY: 'k'.repeat(32), LOAN_HOST_LABEL: 'Credit' }).loanHostLabel,
    ).toBe('credit');
  });

  it.each(['lo.ans', '-loans', 'loans!', 'x'.repeat(64)])('refuses LOAN_HOST_LABEL=%s', (label) => {
    expect(() => loadConfig({ SECRET_KEY: 'k'.repeat(32), LOAN_HOST_LABEL: label })).toThrow(
      /LOAN_HOST_LABEL: must be one host-name label/,
    );
    expect(() => loadConfig({ SECRET_KEY: 'k'.repeat(32), LOAN_HOST_LABEL: label })).toThrow(
      ConfigError,
    );
  });
});

describe.each(testDatabases())('GET /cdesk/gw/app-config on $name', ({ open }) => {
  it('tells the web, before any login, how to recognise the loan variant', async () => {
    const database = await open();
    const app = await startApp(database, { config: { loanHostLabel: 'credit' } });
    const response = await app.inject({ method: 'GET', url: '/cdesk/gw/app-config' });
    expect(response.statusCode).toBe(200);
    const config = ZAppConfigResponse.parse(envelope(response).data);
    expect(config).toEqual({
      loanHostLabel: 'credit',
      loanHomePaths: ['/transact/loan/', '/transact/loan/njfspl/loans'],
    });
    expect(isLoanHost('cdesk.credit.example.in', config.loanHostLabel)).toBe(true);
    await app.close();
    await database.close();
  });
});
