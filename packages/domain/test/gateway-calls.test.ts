import { describe, expect, it } from 'vitest';
import {
  authenticateCall,
  gatewayBase,
  gatewayCalls,
  gatewayPrefixUrl,
  gatewayUrl,
  loadNomineeDtlProfileCall,
  nomineePdfResource,
  nomineeServicePath,
  nomineeServices,
} from '../src/index.js';

describe('the gateway calls', () => {
  it('each have one distinct path under the gateway, without a leading slash', () => {
    const paths = gatewayCalls.map((call) => call.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^[A-Za-z][\w/.-]*[A-Za-z]$/);
  });

  it('include every nominee wizard service at its nominee path', () => {
    const paths = new Set(gatewayCalls.map((call) => call.path));
    for (const service of nomineeServices) expect(paths).toContain(nomineeServicePath(service));
    expect(loadNomineeDtlProfileCall.path).toBe(nomineeServicePath('loadNomineeDtlProfile'));
  });

  it('give absolute addresses under the gateway base', () => {
    expect(gatewayBase).toBe('/cdesk/gw/');
    expect(gatewayUrl(authenticateCall)).toBe('/cdesk/gw/login/v2/authenticate');
    expect(gatewayPrefixUrl(nomineePdfResource, 'form.pdf')).toBe('/cdesk/gw/nominee/pdf/form.pdf');
  });

  it('parse a failure reply with the same schema as a success', () => {
    const failure = { message: 'Invalid credentials', attemptCount: 2, isCaptchaValidate: true };
    expect(authenticateCall.response.safeParse(failure).success).toBe(true);
  });
});
