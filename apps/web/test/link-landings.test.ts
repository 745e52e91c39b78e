import { describe, expect, it } from 'vitest';
import { landingFor, landingTarget } from '../src/features/shell/link-landings';

const placeholder =
  /being set up|coming soon|under construction|placeholder|lorem ipsum|not yet implemented|\btodo\b/i;

describe('the landings of routes the desk does not serve online', () => {
  it('sends the menu reports to the portfolio tabs that hold them', () => {
    const none = new URLSearchParams();
    expect(landingTarget('/report/mutual-funds/transaction-statement', none)).toBeNull();
    expect(landingTarget('/report/mutual-funds/capital-gain/summary', none)).toBeNull();
    expect(landingTarget('/report/mutual-funds/sip-report', none)).toBe('/portfolio?tab=sips');
    expect(landingTarget('/report/holding-statement', none)).toBe('/portfolio');
    expect(landingTarget('/changePwdPin/2fa', none)).toBe('/settings?tab=change-password');
    expect(landingTarget('/drfesigncapture', none)).toBeNull();
  });

  it("hands the menu items of the trading host's products over, with the option they name", () => {
    const none = new URLSearchParams();
    expect(landingTarget('/transact/public-offer/equity-ipo', none)).toBe(
      '/transact/capital-market/rs-redirect?prodType=public-offer&subType=equityipo',
    );
    expect(landingTarget('/transact/capital-market', none)).toBe(
      '/transact/capital-market/rs-redirect?prodType=capital-market',
    );
    expect(landingFor('/transact/enps').title).toBe('National Pension Scheme');
  });

  it('leaves the demat reports to their own pages', () => {
    const none = new URLSearchParams();
    for (const path of [
      '/report/dp-cm-reports',
      '/report/dp-cm-reports/demat-holding-report',
      '/report/dp-cm-reports/demat-transaction-report',
      '/transact/nfo/dp-cm-reports',
    ])
      expect(landingTarget(path, none)).toBeNull();
  });

  it('says a return with nothing waiting has nothing to show', () => {
    expect(landingFor('/epay-now-res').about).toMatch(/^There is no payment of yours waiting/);
    expect(landingFor('/transact/instaPur-response').title).toBe('Instant purchase response');
  });

  it("says where an account opening's progress and outcome are shown", () => {
    for (const path of ['/account-success', '/bank-processing']) {
      expect(landingFor(path).title).toBe('Account opening');
      expect(landingFor(path).about).toMatch(/choose Open an account and log in/);
    }
  });

  it('never words a landing as a placeholder', () => {
    const paths = [
      '/transact/capital-market',
      '/transact/loan/njfspl/loans',
      '/drfesigncapture',
      '/webview',
      '/mfTranSlip',
      '/marsFamilyNeed',
      '/njcloanlogin',
      '/pdesk/login',
      '/mfcentral-auth',
      '/esign-response',
      '/account-success',
    ];
    for (const path of paths) {
      const { title, about } = landingFor(path);
      expect(`${title} ${about}`).not.toMatch(placeholder);
    }
  });
});
