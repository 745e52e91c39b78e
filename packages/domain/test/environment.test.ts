import { describe, expect, it } from 'vitest';
import { isProductionHost } from '../src/index.js';

describe('environment from the host name', () => {
  it.each([
    'cdesk.example.in',
    'www.cdesk.example.in',
    'cdesk.loans.example.in',
    'CDESK.EXAMPLE.IN.',
  ])('takes %s for production', (host) => expect(isProductionHost(host)).toBe(true));

  it.each([
    'localhost',
    '127.0.0.1',
    '[::1]',
    'uat.cdesk.example.in',
    'cdesk-test.example.in',
    'staging.example.in',
    'demo.cdesk.example.in',
    '',
  ])('takes %s for a test or local deployment', (host) =>
    expect(isProductionHost(host)).toBe(false),
  );
});
