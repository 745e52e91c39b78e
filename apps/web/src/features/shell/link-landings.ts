/**
 * What each link of spec 1 section 2.3 (and the whitelisted partner links of section 5) is about,
 * until the feature that owns it replaces its landing page. Only what the link itself carries is
 * shown: nothing is made up.
 */
export interface Landing {
  title: string;
  about: string;
  /** Query parameters worth showing, with their labels. */
  params: readonly (readonly [string, string])[];
}

const soon = 'This part of the desk is being set up; the link will open it here once it is ready.';

export function landingFor(pathname: string): Landing {
  if (pathname === '/transact/authorize/detail') {
    return {
      title: 'Transaction authorisation',
      about: `Your wealth partner has placed transactions that wait for your authorisation. ${soon}`,
      params: [['d', 'Authorisation reference']],
    };
  }
  if (pathname.startsWith('/transact/banner/')) {
    return {
      title: pathname.endsWith('/prodlogin') ? 'Product offer' : 'Offer',
      about: `You followed an offer shown on your desk. ${soon}`,
      params: [
        ['BI', 'Offer'],
        ['t', 'Type'],
        ['prodType', 'Product'],
      ],
    };
  }
  if (pathname === '/transact/loan/processloan') {
    return {
      title: 'Loan application',
      about: `You followed a link to continue a loan application. ${soon}`,
      params: [
        ['type', 'Loan type'],
        ['prodType', 'Loan type'],
      ],
    };
  }
  if (pathname === '/prodlogin') {
    return {
      title: 'Product login',
      about: `You followed a link to a product on your desk. ${soon}`,
      params: [
        ['prodType', 'Product'],
        ['subType', 'Option'],
        ['bannerId', 'Offer'],
      ],
    };
  }
  if (pathname.startsWith('/report-trusted')) {
    return {
      title: 'Shared report',
      about: `A report was shared with you through a trusted link. ${soon}`,
      params: [['id', 'Report']],
    };
  }
  if (pathname === '/banks-mandate-auth' || pathname === '/mandate-auth-details') {
    return {
      title: 'Bank mandate authorisation',
      about: `A bank mandate waits for your authorisation. ${soon}`,
      params: [['id', 'Mandate reference']],
    };
  }
  return {
    title: pathname.startsWith('/dclogin') ? 'Distributor login set-up' : 'Create your login',
    about: `You followed a link to set up a login. ${soon}`,
    params: [],
  };
}
