import {
  appConfigResource,
  gatewayPrefixUrl,
  getAccodeandUccCall,
  getCartCall,
  getMarsAuthPendingTrxnsCountCall,
  getNotificationsCall,
  getTotalNonMarsCountCall,
  saveCartCall,
  searchSchemesCall,
  getPartnerCompanyDetailCall,
  getPartnerProfileCall,
  getPrimaryMenuCall,
  getRiskProfileCall,
  helpDocumentResource,
  menuToXml,
  menuTreeFromRows,
  partnerImageResource,
  primaryMenuXmlResource,
  searchBoxWfmModuleListCall,
  socialIconResource,
  type MenuRow,
  type TAccodeAndUcc,
  type TNotification,
  type TGetPartnerCompanyDetailResponse,
  type TPartnerDetails,
  type TSearchModule,
} from '@cdesk/domain';
import { screen, waitFor } from '@testing-library/react';
import { envelope, reply, type MockedReply } from './gateway-mock';

const row = (
  id: string,
  parentId: string | null,
  name: string,
  url: string,
  extra: Partial<MenuRow> = {},
): MenuRow => ({
  id,
  parentId,
  name,
  url,
  inPrimary: true,
  active: true,
  access: 'ZPDCE',
  ...extra,
});

export const deskMenu = menuTreeFromRows([
  row('100', null, 'Dashboard', '/dashboard', { inPrimary: false }),
  row('200', null, 'Portfolio', '/portfolio'),
  row('300', null, 'Transact', '/transact'),
  row('310', '300', 'Mutual Funds', '/transact/mutual-funds'),
  row('311', '310', 'Purchase/Buy/SIP', '/transact/mutual-funds/purchase-buy-sip'),
  row('312', '310', 'All Funds', '/transact/mutual-funds/allFunds'),
  row('320', '300', 'Loan', '/transact/loan'),
  row('330', '300', 'National Pension Scheme', '/transact/enps', { active: false }),
  row('400', null, 'Reports', '/report'),
  row('410', '400', 'Brokerage Statement', '/report/brokerage', { access: 'PD' }),
  row('420', '400', 'Net Worth', '/report/net-worth'),
  row('900', null, 'Admin Panel', '/admin-panel', { inPrimary: false }),
  row('910', '900', 'My profile', '/profile'),
  row('920', '900', 'setting', '/setting'),
  row('930', '900', 'help & support', '/help-and-support'),
  row('940', '900', 'My Wealth Partner', '/contact'),
  row('950', '900', 'logout', '/logout'),
]);

export const ashaCodes: TAccodeAndUcc[] = [
  { NAME: 'ALL', VALUE: 'ALL', UCC: '', RELATION: '' },
  { NAME: 'Asha Verma', VALUE: 'AC5000001', UCC: 'UCC5000001', RELATION: 'Self' },
  { NAME: 'Rohit Verma', VALUE: 'AC5000101', UCC: 'UCC5000101', RELATION: 'Spouse' },
];

const longHelp =
  'Invest a lump sum or start a monthly SIP in any mutual fund scheme. Add schemes to your cart, pay the first instalment by net banking or UPI, and choose the mandate that pays the later instalments.';

const noFiles = { file1: '', path1: '', file2: '', path2: '', file3: '', path3: '' };

export const searchData: TSearchModule[] = [
  {
    displayName: 'Portfolio',
    moduleName: 'Portfolio',
    url: '/portfolio',
    keywords: ['holdings'],
    helpContent: 'Every scheme you hold.',
    ...noFiles,
  },
  {
    displayName: 'Purchase/Buy/SIP',
    moduleName: 'Purchase/Buy/SIP',
    url: '/transact/mutual-funds/purchase-buy-sip',
    keywords: ['sip', 'lumpsum'],
    helpContent: longHelp,
    ...noFiles,
    file1: 'How to start a SIP',
    path1: gatewayPrefixUrl(helpDocumentResource, 'how-to-start-a-sip.pdf'),
    file2: 'Mandate',
    path2: gatewayPrefixUrl(helpDocumentResource, 'mandate.pdf'),
  },
];

export const ashaPartner: TPartnerDetails = {
  relationshipHandlerName: 'Sanjay Kulkarni',
  relationshipHandlerDesignation: 'Senior Wealth Partner',
  partnerProfilePicture: '',
  partnerCompName: 'Kulkarni Wealth Advisors LLP',
  partnerCompLogoURL: gatewayPrefixUrl(partnerImageResource, 'logo.svg'),
  arn: 'ARN-112233',
  euin: 'E123456',
  njCode: 'NJ-PUN-0042',
  captionProductBasket: 'Products I can help you with',
  productBasket: 'Mutual Funds, MARS ,Loan',
  contactList: [{ mobileNo: '9876543210', emailId: 'sanjay@kulkarniwealth.in' }],
  mediaList: [
    {
      mediaLink: 'https://www.linkedin.com/in/sanjay',
      mediaIconLink: gatewayPrefixUrl(socialIconResource, 'linkedin.svg'),
    },
  ],
};

export const ashaPartnerCompany: TGetPartnerCompanyDetailResponse = {
  brcode: 'NB101',
  name: 'Sanjay Kulkarni',
  designation: 'Senior Wealth Partner',
  companyName: 'Kulkarni Wealth Advisors LLP',
  state: 'Maharashtra',
  city: 'Pune',
  phone: '9876543210',
  email: 'sanjay@kulkarniwealth.in',
  socialLinks: [],
  expertise: 'Retirement income',
  experience: '14 years',
  qualification: 'MBA (Finance)',
  licenses: [{ name: 'ARN', value: 'ARN-112233' }],
};

export const ashaNotifications: TNotification[] = [
  {
    id: 2,
    title: 'SIP installment due',
    body: 'Your SIP in UTI Nifty 50 Index Fund is due on 05-12-2026.',
    link: '/portfolio',
    createdAt: '2026-11-20T04:30:00.000Z',
    read: false,
  },
  {
    id: 1,
    title: 'Nominee updated',
    body: 'Your nominee change has been registered.',
    link: '',
    createdAt: '2026-11-10T04:30:00.000Z',
    read: true,
  },
];

const noLines = { items: [], sessionId: '' };
export const emptySavedCart = { cart: noLines, nfoCart: noLines, updatedAt: '' };

/** What the desk's frame asks for on every logged-in page, answered as the demo server would. */
export function frameReplies(): MockedReply[] {
  return [
    reply(primaryMenuXmlResource, { body: menuToXml(deskMenu), contentType: 'application/xml' }),
    reply(getPrimaryMenuCall, { body: envelope(deskMenu) }),
    reply(getAccodeandUccCall, { body: envelope(ashaCodes) }),
    reply(searchBoxWfmModuleListCall, { body: envelope(searchData) }),
    reply(searchSchemesCall, { body: envelope([]) }),
    reply(getNotificationsCall, { body: envelope(ashaNotifications) }),
    reply(getCartCall, { body: envelope(emptySavedCart) }),
    // No risk profile on record: the cart asks its declaration for 'High' and 'Very High' schemes.
    reply(getRiskProfileCall, { body: envelope({ profile: null }) }),
    reply(saveCartCall, (call) => ({
      body: envelope({ ...(call.body as object), updatedAt: '2026-11-23T06:00:00.000Z' }),
    })),
    reply(getTotalNonMarsCountCall, { body: envelope({ count: 0 }) }),
    reply(getMarsAuthPendingTrxnsCountCall, { body: envelope({ count: 0 }) }),
    reply(getPartnerProfileCall, { body: envelope(ashaPartner) }),
    reply(getPartnerCompanyDetailCall, { body: envelope(ashaPartnerCompany) }),
    reply(appConfigResource, {
      body: envelope({ loanHostLabel: 'loans', loanHomePaths: ['/transact/loan/'] }),
    }),
  ];
}

/**
 * A header control once its code is in: the header paints inert stand-ins first (ui/deferred.tsx),
 * as a person would see for a moment after the page appears.
 */
export async function enabled(role: 'button' | 'combobox', name: string): Promise<HTMLElement> {
  return waitFor(() => {
    const element = screen.getByRole(role, { name });
    if ((element as HTMLButtonElement).disabled) throw new Error(`${name} is not ready yet`);
    return element;
  });
}
