import { gatewayPrefixUrl, helpDocumentResource, partnerImageResource } from '@cdesk/domain';
import type { accounts, partners } from '../db/schema.js';

/** The demo password of every account in DEMO-DATA.md. */
export const demoPassword = 'Demo@1234';

/** The demo PIN of every account, for the mapping authorisation login (a date of birth works too). */
export const demoPin = '4826';

type PartnerSeed = Omit<typeof partners.$inferInsert, 'id' | 'createdAt'>;

export const demoPartners: PartnerSeed[] = [
  {
    brcode: 'NB101',
    relationshipHandlerName: 'Sanjay Kulkarni',
    relationshipHandlerDesignation: 'Senior Wealth Partner',
    partnerProfilePicture: gatewayPrefixUrl(partnerImageResource, 'sanjay-kulkarni.svg'),
    partnerCompName: 'Kulkarni Wealth Advisors LLP',
    partnerCompLogoUrl: gatewayPrefixUrl(partnerImageResource, 'kulkarni-wealth-advisors-logo.svg'),
    arn: 'ARN-112233',
    euin: 'E123456',
    njCode: 'NJ-PUN-0042',
    captionProductBasket: 'Products I can help you with',
    productBasket: 'Mutual Funds,MARS,Stocks & ETFs,Fixed Income,Loan,Public Offers',
    contactList: [
      { mobileNo: '9876543210', emailId: 'sanjay@kulkarniwealth.in' },
      { mobileNo: '9822012345', emailId: 'desk@kulkarniwealth.in' },
    ],
    mediaList: [
      {
        mediaLink: 'https://www.linkedin.com/in/sanjay-kulkarni-wealth',
        mediaIconLink: 'linkedin',
      },
      { mediaLink: 'https://x.com/kulkarniwealth', mediaIconLink: 'x' },
      { mediaLink: 'https://www.youtube.com/@kulkarniwealth', mediaIconLink: 'youtube' },
    ],
    state: 'Maharashtra',
    city: 'Pune',
    expertise: 'Goal-based mutual fund planning, retirement income',
    experience: '14 years',
    qualification: 'MBA (Finance), NISM Series V-A',
  },
  {
    brcode: 'NB202',
    relationshipHandlerName: 'Anita Desai',
    relationshipHandlerDesignation: 'Wealth Partner',
    partnerCompName: 'null',
    arn: 'ARN-445566',
    euin: 'E654321',
    njCode: 'NJ-AMD-0107',
    captionProductBasket: 'Products I offer',
    productBasket: 'Mutual Funds,MARS',
    contactList: [{ mobileNo: '9898012345', emailId: '' }],
    mediaList: [],
    state: 'Gujarat',
    city: 'Ahmedabad',
    expertise: 'Mutual funds for first-time investors',
    experience: '6 years',
    qualification: 'B.Com, NISM Series V-A',
  },
];

type AccountSeed = Omit<
  typeof accounts.$inferInsert,
  'id' | 'createdAt' | 'passwordHash' | 'pinHash' | 'partnerId' | 'ucc' | 'acCode'
> & { partnerBrcode: string };

const person = (
  njAcNo: string,
  name: string,
  pan: string,
  mobile: string,
  dob: string,
  gender: 'Male' | 'Female',
  city: string,
): Pick<
  AccountSeed,
  'njAcNo' | 'name' | 'pan' | 'mobile' | 'dob' | 'gender' | 'email' | 'address' | 'accType'
> => ({
  njAcNo,
  name,
  pan,
  mobile,
  dob,
  gender,
  accType: 'EW',
  email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.in`,
  address: `${12 + Number(njAcNo.slice(-2))}, Shanti Nagar, ${city}`,
});

/** One investor: account number | name | PAN | mobile | date of birth | gender | city | partner. */
function investor(line: string, apart: Partial<AccountSeed> = {}): AccountSeed {
  const [njAcNo, name, pan, mobile, dob, gender, city, partnerBrcode] = line.split(' | ');
  if (partnerBrcode === undefined || (gender !== 'Male' && gender !== 'Female'))
    throw new Error(`Demo investor line is malformed: ${line}`);
  return {
    ...person(njAcNo!, name!, pan!, mobile!, dob!, gender, city!),
    ...apart,
    partnerBrcode,
  };
}

export const demoAccounts: AccountSeed[] = [
  investor(
    '5000001 | Asha Verma | AKVPV4821K | 9812345670 | 1986-04-12 | Female | Pune 411001 | NB101',
    { loginId: 'asha.verma', dematAccNo: 'IN30021412345678' },
  ),
  investor(
    '5000002 | Rahul Mehta | BQMPM2231L | 9823456701 | 1990-09-03 | Male | Mumbai 400050 | NB101',
    { panAadhaarSeedingPending: true },
  ),
  investor(
    '5000003 | Imran Shaikh | CRSPS7765M | 9834567012 | 1979-01-27 | Male | Nashik 422001 | NB101',
    { panAadhaarSeedingPending: true, panAadhaarDeactive: true },
  ),
  investor(
    '5000004 | Priya Nair | DSNPN1198P | 9845670123 | 1993-07-19 | Female | Kochi 682016 | NB202',
    { fatcaPending: true },
  ),
  investor(
    '5000005 | Vikram Singh | ETSPS5540Q | 9856701234 | 1982-11-30 | Male | Jaipur 302001 | NB101',
    { dpChargesPending: true, dpChargesOptional: false, dpChargesPaise: 35_400n },
  ),
  investor(
    '5000006 | Neha Joshi | FUJPJ8812R | 9867012345 | 1995-02-14 | Female | Indore 452001 | NB101',
    { dpChargesPending: true, dpChargesOptional: true, dpChargesPaise: 17_700n },
  ),
  investor(
    '5000007 | Suresh Patel | GVPPP3367S | 9870123456 | 1975-06-08 | Male | Surat 395003 | NB202',
    { rekycMandatory: true, rekycReason: 'NOT_VALIDATED', kycUpdatedOn: '2012-03-14' },
  ),
  investor(
    '5000008 | Kavita Rao | HWRPR6654T | 9881234567 | 1988-12-21 | Female | Bengaluru 560034 | NB101',
    { askPersonalisedLogin: true },
  ),
  investor(
    '5000009 | Arjun Das | IXDPD9021U | 9892345678 | 1991-03-05 | Male | Kolkata 700019 | NB101',
    { emailVerified: false },
  ),
  investor(
    '5000010 | Meera Iyer | JYIPI4478V | 9713456789 | 1984-08-16 | Female | Chennai 600020 | NB202',
    { passwordExpired: true },
  ),
  investor(
    '5000011 | Farhan Ali | KZAPA7345W | 9724567890 | 1992-10-10 | Male | Lucknow 226001 | NB101',
    { loginId: 'emf.client', accType: 'EMF' },
  ),
  investor(
    '5000012 | Lakshmi Menon | LAMPM2609X | 9735678901 | 1987-05-22 | Female | Thiruvananthapuram 695001 | NB101',
    { fatcaPending: true, emailVerified: false, askPersonalisedLogin: true },
  ),
  investor(
    '5000013 | Rohan Gupta | MBGPG8156Y | 9746789012 | 1998-01-09 | Male | New Delhi 110017 | NB202',
    // An empty demat account with the distributor's NSDL participant: the one closed online.
    { loginId: 'new.investor', dematAccNo: 'IN30426210000013' },
  ),
  investor(
    '5000014 | Divya Kapoor | NCKPK3390Z | 9757890123 | 1989-09-28 | Female | Chandigarh 160017 | NB101',
    { mustChangePassword: true, isFromForgotPassword: true },
  ),
  // Demat-mode units without a POA/DDPI: selling goes through eDIS (seed/selling-demo.ts).
  investor(
    '5000015 | Anil Kulkarni | OKKPK4417A | 9768901234 | 1980-03-11 | Male | Pune 411004 | NB101',
    { dematAccNo: 'IN30021487654321' },
  ),
  // Demat-mode units without a POA/DDPI and eDIS off: selling them is refused.
  investor(
    '5000016 | Sunita Bhat | PBSPB5528B | 9779012345 | 1985-12-02 | Female | Mangaluru 575001 | NB202',
    { dematAccNo: '1208160012345678' },
  ),
  // A history that exercises every capital-gains rule (seed/gains-demo.ts).
  investor(
    '5000017 | Karan Malhotra | QCMPM6639C | 9780123456 | 1978-04-25 | Male | Ahmedabad 380009 | NB101',
  ),
];

/**
 * Partner mapping requests waiting for the investor's authorisation (the mapping-unmapping link),
 * requested some business days before the seeding.
 */
export const demoMappingRequests = [
  {
    rid: 'MR26110001',
    njAcNo: '5000001',
    action: 'MAP',
    fromPartner: 'Sanjay Kulkarni (ARN-112233)',
    toPartner: 'Anita Desai (ARN-445566)',
    daysAgo: 6,
  },
  {
    rid: 'MR26110002',
    njAcNo: '5000013',
    action: 'UNMAP',
    fromPartner: 'Anita Desai (ARN-445566)',
    toPartner: 'Client Desk (direct)',
    daysAgo: 5,
  },
] as const;

/** A menu item of the seeded desk menu; children nest up to four levels. */
export interface MenuSeed {
  id: number;
  name: string;
  /** The item's path below its parent's, or from the root when it starts with '/'. */
  url: string;
  /** IS_IN_PRIMARY (levels 1 and 2); true unless said. */
  inPrimary?: boolean;
  active?: boolean;
  /** 'Z' plus the desk letters; every desk unless said. */
  access?: string;
  children?: MenuSeed[];
}

export const demoMenu: MenuSeed[] = [
  { id: 100, name: 'Dashboard', url: '/dashboard', inPrimary: false },
  { id: 200, name: 'Portfolio', url: '/portfolio' },
  {
    id: 300,
    name: 'Transact',
    url: '/transact',
    children: [
      {
        id: 310,
        name: 'Mutual Funds',
        url: 'mutual-funds',
        children: [
          { id: 311, name: 'Purchase/Buy/SIP', url: 'purchase-buy-sip' },
          { id: 312, name: 'Redeem/Sell/SWP', url: 'redeem-sell-swp' },
          { id: 313, name: 'Switch/STP', url: 'switch-stp' },
          { id: 314, name: 'All Funds', url: 'allFunds' },
          { id: 315, name: 'My Systematic Plans', url: 'mysystematicplan' },
          { id: 316, name: 'NFO', url: 'nfo' },
          // Instant redemption is not offered through the partner-e desk.
          { id: 317, name: 'Insta Cash', url: 'insta-cash', access: 'ZPDC' },
        ],
      },
      {
        id: 320,
        name: 'MARS',
        url: 'mars',
        children: [
          { id: 321, name: 'Ready MF Portfolios', url: 'portfolios' },
          { id: 322, name: 'Redeem MARS', url: 'redeem' },
        ],
      },
      { id: 330, name: 'Stocks & ETFs', url: 'capital-market' },
      { id: 340, name: 'Fixed Income', url: 'debt-market' },
      { id: 350, name: 'Loan', url: 'loan' },
      {
        id: 360,
        name: 'Public Offers',
        url: 'public-offer',
        children: [
          { id: 361, name: 'Equity IPO', url: 'equity-ipo' },
          { id: 362, name: 'Debt IPO', url: 'debt-ipo' },
          { id: 363, name: 'OFS', url: 'ofs' },
          { id: 364, name: 'OTB', url: 'otb' },
        ],
      },
      // Listed with every action disabled (spec 1 section 1): kept, but not active.
      { id: 370, name: 'National Pension Scheme', url: 'enps', active: false },
      { id: 380, name: 'Authorise Transactions', url: 'authorize' },
    ],
  },
  {
    id: 400,
    name: 'Reports',
    url: '/report',
    children: [
      {
        id: 410,
        name: 'Mutual Fund Reports',
        url: 'mutual-funds',
        children: [
          {
            id: 411,
            name: 'Capital Gain',
            url: 'capital-gain',
            children: [
              { id: 4111, name: 'Capital Gain Summary', url: 'summary' },
              { id: 4112, name: 'Capital Gain Detail', url: 'detail' },
            ],
          },
          { id: 412, name: 'Transaction Statement', url: 'transaction-statement' },
          { id: 413, name: 'SIP Report', url: 'sip-report' },
          { id: 414, name: 'Tax Harvesting', url: 'tax-harvesting' },
        ],
      },
      { id: 420, name: 'Net Worth', url: 'net-worth' },
      { id: 430, name: 'Holding Statement', url: 'holding-statement' },
      {
        id: 450,
        name: 'DP/CM Reports',
        url: 'dp-cm-reports',
        children: [
          { id: 451, name: 'Demat Holding Report', url: 'demat-holding-report' },
          { id: 452, name: 'Demat Transaction Report', url: 'demat-transaction-report' },
        ],
      },
      // A partner-side report: never on the client desk (no Z).
      { id: 440, name: 'Brokerage Statement', url: 'brokerage', access: 'PD' },
    ],
  },
  {
    id: 700,
    name: 'Services',
    url: '/services',
    children: [
      { id: 710, name: 'Folio Mobile/Email Update', url: 'folio-update' },
      { id: 720, name: 'DDPI', url: 'ddpi' },
      { id: 730, name: 'E-Voting', url: 'e-voting' },
      { id: 740, name: 'Account Closure', url: 'account-closure' },
    ],
  },
  { id: 500, name: 'Goals', url: '/goals' },
  { id: 600, name: 'Help Me Invest', url: '/help-me-invest' },
  {
    id: 900,
    name: 'Admin Panel',
    url: '/admin-panel',
    inPrimary: false,
    // The profile dropdown (spec 1 section 2.5), worded as the spec words it.
    children: [
      { id: 910, name: 'My profile', url: '/profile' },
      { id: 920, name: 'setting', url: '/setting' },
      { id: 930, name: 'help & support', url: '/help-and-support' },
      { id: 940, name: 'My Wealth Partner', url: '/contact' },
      { id: 950, name: 'logout', url: '/logout' },
    ],
  },
];

/** An item's full path: its own below its parent's, unless it starts from the root. */
export const menuItemUrl = (item: MenuSeed, parentUrl: string) =>
  item.url.startsWith('/') ? item.url : `${parentUrl}/${item.url}`;

function findPage(
  id: number,
  items: MenuSeed[],
  parentUrl: string,
): { name: string; url: string } | undefined {
  for (const item of items) {
    const url = menuItemUrl(item, parentUrl);
    const found =
      item.id === id ? { name: item.name, url } : findPage(id, item.children ?? [], url);
    if (found) return found;
  }
  return undefined;
}

/** The name and full path of the menu item a search-box entry jumps to. */
function menuPage(id: number): { name: string; url: string } {
  const page = findPage(id, demoMenu, '');
  if (!page) throw new Error(`The demo menu has no item ${id}`);
  return page;
}

const help = (file: string, fileName: string) => ({
  fileName,
  fileUrl: gatewayPrefixUrl(helpDocumentResource, file),
});

/** What the header's search box finds: mostly pages of the menu, named and reached as there. */
export const demoSearchModules = [
  {
    moduleId: 1,
    ...menuPage(100),
    keywords: ['home', 'summary', 'overview', 'net worth'],
    helpText: 'Your investments at a glance: current value, gain and the latest transactions.',
    helpFiles: [],
  },
  {
    moduleId: 2,
    ...menuPage(200),
    keywords: ['holdings', 'investments', 'folio', 'units', 'current value', 'xirr'],
    helpText:
      'See every scheme you hold with its folio, units, average cost, current value and returns (XIRR). Values use the latest NAV published by AMFI, so they change once a day after the fund houses declare NAVs in the evening.',
    helpFiles: [],
  },
  {
    moduleId: 3,
    ...menuPage(311),
    keywords: ['buy', 'invest', 'lumpsum', 'sip', 'start sip', 'new investment', 'purchase'],
    helpText:
      'Invest a lump sum or start a monthly SIP in any mutual fund scheme. Add schemes to your cart, pay the first instalment by net banking or UPI, and choose the mandate that pays the later instalments. Orders placed before the cut-off time get the same day NAV once the money reaches the fund house.',
    helpFiles: [
      help('how-to-start-a-sip.pdf', 'How to start a SIP'),
      help('sip-mandate-guide.pdf', 'Setting up a bank mandate for SIP'),
    ],
  },
  {
    moduleId: 4,
    ...menuPage(312),
    keywords: ['redeem', 'sell', 'withdraw', 'swp', 'redemption', 'exit load'],
    helpText:
      'Sell units of a scheme, all or part, or set up a Systematic Withdrawal Plan for a regular income. The money goes to the bank account registered in the folio, usually within three working days for equity schemes.',
    helpFiles: [help('redemption-timelines.pdf', 'Redemption: how and when you receive money')],
  },
  {
    moduleId: 5,
    ...menuPage(313),
    keywords: ['switch', 'stp', 'transfer', 'move money', 'systematic transfer'],
    helpText:
      'Move money from one scheme to another of the same fund house at once, or a fixed amount every month with a Systematic Transfer Plan.',
    helpFiles: [help('switch-and-stp-explained.pdf', 'Switch and STP explained')],
  },
  {
    moduleId: 6,
    ...menuPage(314),
    keywords: ['funds', 'schemes', 'explore', 'compare', 'nav', 'returns', 'amc'],
    helpText:
      'Browse every scheme by type, sub-type, fund house and risk, with the latest NAV and returns. Filter direct plans, search by name and open a scheme to invest.',
    helpFiles: [],
  },
  {
    moduleId: 7,
    ...menuPage(315),
    keywords: ['my sip', 'running sip', 'pause sip', 'cancel sip', 'stop sip', 'swp', 'stp'],
    helpText:
      'See your running SIPs, SWPs and STPs with their next dates. Pause or cancel a SIP here; a cancellation takes effect from the next instalment that the fund house has not yet processed, which can take up to ten days.',
    helpFiles: [help('how-to-start-a-sip.pdf', 'How to start a SIP')],
  },
  {
    moduleId: 8,
    ...menuPage(316),
    keywords: ['new fund offer', 'nfo', 'new scheme', 'launch'],
    helpText:
      'Invest in new fund offers while they are open. Units are allotted at the offer price when the offer closes.',
    helpFiles: [],
  },
  {
    moduleId: 9,
    ...menuPage(317),
    keywords: ['instant redemption', 'insta cash', 'liquid fund', 'emergency money', 'imps'],
    helpText:
      'Redeem from eligible liquid schemes and receive the money within minutes, any time of the day, up to the limit the fund house allows.',
    helpFiles: [help('insta-cash-faq.pdf', 'Insta Cash: frequently asked questions')],
  },
  {
    moduleId: 10,
    ...menuPage(320),
    keywords: ['mars', 'ready portfolio', 'basket', 'model portfolio'],
    helpText:
      'Ready-made mutual fund portfolios for a goal and a risk level: invest in a whole basket of schemes with one order, as a lump sum or a SIP.',
    helpFiles: [help('mars-portfolios.pdf', 'MARS: ready-made mutual fund portfolios')],
  },
  {
    moduleId: 11,
    ...menuPage(330),
    keywords: ['stocks', 'shares', 'etf', 'equity', 'demat'],
    helpText: 'Buy stocks and exchange traded funds into your demat account.',
    helpFiles: [],
  },
  {
    moduleId: 12,
    ...menuPage(340),
    keywords: ['bonds', 'debentures', 'ncd', 'fixed income', 'fd'],
    helpText: 'Invest in bonds and debentures with a fixed coupon.',
    helpFiles: [],
  },
  {
    moduleId: 13,
    ...menuPage(350),
    keywords: ['loan', 'loan against mutual funds', 'lamf', 'borrow'],
    helpText:
      'Borrow against your mutual fund units without selling them. The units are pledged with the lender while the loan is open.',
    helpFiles: [],
  },
  {
    moduleId: 14,
    ...menuPage(361),
    keywords: ['ipo', 'public issue', 'equity ipo', 'upi mandate', 'allotment'],
    helpText:
      'Apply for open equity IPOs with your UPI ID. The application amount is blocked in your bank account until allotment and released if no shares are allotted.',
    helpFiles: [help('ipo-application-guide.pdf', 'Applying for an IPO with UPI')],
  },
  {
    moduleId: 15,
    ...menuPage(411),
    name: 'Capital Gain Report',
    keywords: ['capital gain', 'tax', 'itr', 'ltcg', 'stcg', 'tax statement'],
    helpText:
      'Short and long term capital gains on your redemptions and switches for a financial year, with the purchase cost of every unit sold (first in, first out). Download it for your income tax return; check the current tax treatment with your tax adviser.',
    helpFiles: [help('capital-gains-statement.pdf', 'Reading your capital gains statement')],
  },
  {
    moduleId: 16,
    ...menuPage(420),
    keywords: ['net worth', 'wealth', 'asset allocation', 'report'],
    helpText: 'Your wealth across mutual funds, stocks and other holdings on a date you choose.',
    helpFiles: [],
  },
  {
    moduleId: 17,
    ...menuPage(500),
    keywords: ['goal', 'retirement', 'child education', 'house', 'plan'],
    helpText: 'Plan for a goal and track how your investments are doing against it.',
    helpFiles: [],
  },
  {
    moduleId: 18,
    ...menuPage(600),
    keywords: ['help me invest', 'advice', 'suggest', 'recommendation', 'risk profile'],
    helpText:
      'Answer a few questions about your goal, the time you have and the risk you can take, and see schemes that fit, or ask your Wealth Partner to call you.',
    helpFiles: [],
  },
  {
    moduleId: 19,
    name: 'Nominee Update',
    url: '/nomineeTransact',
    keywords: ['nominee', 'nomination', 'add nominee', 'change nominee', 'opt out'],
    helpText:
      'Add, change or remove nominees for your demat and mutual fund accounts, or opt out of nomination. You can name up to three nominees with their shares, and sign the change with an Aadhaar e-sign or an OTP sent to your registered mobile number.',
    helpFiles: [help('nominee-update-guide.pdf', 'Updating your nominees')],
  },
  {
    moduleId: 20,
    ...menuPage(910),
    keywords: ['profile', 'address', 'email', 'mobile', 'photo', 'demat', 'ucc', 'nominee'],
    helpText: 'Your personal details, demat account, nominees and display photo.',
    helpFiles: [],
  },
  {
    moduleId: 21,
    ...menuPage(920),
    name: 'Settings',
    keywords: ['settings', 'change password', 'pin', 'login id', 'security'],
    helpText:
      'Change your password or PIN and manage your personalised login ID. Never share your password, PIN or an OTP with anyone.',
    helpFiles: [help('account-security.pdf', 'Keeping your account secure')],
  },
  {
    moduleId: 22,
    ...menuPage(930),
    name: 'Help & Support',
    keywords: ['help', 'support', 'complaint', 'query', 'contact us', 'grievance'],
    helpText:
      'Write to us about a transaction, a SIP, your reports or your account. Every query gets a reference number by SMS and e-mail, and you can follow its status here.',
    helpFiles: [
      help('redemption-timelines.pdf', 'Redemption: how and when you receive money'),
      help('sip-mandate-guide.pdf', 'Setting up a bank mandate for SIP'),
      help('account-security.pdf', 'Keeping your account secure'),
    ],
  },
  {
    moduleId: 23,
    ...menuPage(940),
    keywords: ['partner', 'distributor', 'advisor', 'relationship manager', 'arn', 'contact'],
    helpText: 'Your Wealth Partner\u2019s contact details, licences and the products they offer.',
    helpFiles: [],
  },
  {
    moduleId: 24,
    name: 'Notifications',
    url: '/notifications',
    keywords: ['notifications', 'alerts', 'messages', 'reminders'],
    helpText: 'Reminders and alerts about your SIPs, holdings and account.',
    helpFiles: [],
  },
];

/** Account codes an investor sees beside their own (the 'Showing for' selector). */
export const demoLinkedAccountCodes = [
  {
    njAcNo: '5000001',
    acCode: 'AC5100001',
    ucc: 'NJ5100001',
    holderName: 'Rohit Verma',
    relation: 'Spouse',
  },
] as const;

export const demoNominees = [
  {
    njAcNo: '5000001',
    nomineeNo: 1,
    name: 'Rohit Verma',
    relationship: 'Spouse',
    sharePercent: '100',
    dob: '1984-02-09',
  },
] as const;

/** Notifications, dated back from the business time of seeding. */
export const demoNotifications = [
  {
    njAcNo: '5000001',
    hoursAgo: 2,
    read: false,
    title: 'SIP instalment on the 20th',
    body: 'Your monthly SIP of ₹5,000.00 in Parag Parikh Flexi Cap Fund - Direct Plan - Growth is debited through your bank mandate on the 20th of every month. Please keep enough balance in your bank account.',
    link: '/transact/mutual-funds/my-systematic-plans',
  },
  {
    njAcNo: '5000001',
    hoursAgo: 5,
    read: false,
    title: 'Transactions waiting for your authorisation',
    body: 'Your Wealth Partner Sanjay Kulkarni has placed transactions for you. Please review and authorise them so that they can be sent to the fund house.',
    link: '/dashboard',
  },
  {
    njAcNo: '5000001',
    hoursAgo: 20,
    read: false,
    title: 'NAV of your holdings updated',
    body: 'The latest NAVs declared by the fund houses have been applied to your portfolio. Open Portfolio to see the current value of your holdings.',
    link: '/portfolio',
  },
  {
    njAcNo: '5000001',
    hoursAgo: 72,
    read: true,
    title: 'Nominee on record',
    body: 'Rohit Verma (Spouse) is registered as your nominee with a 100% share. You can review or change your nominees at any time from My profile.',
    link: '/profile',
  },
  {
    njAcNo: '5000013',
    hoursAgo: 1,
    read: false,
    title: 'Welcome to your Client Desk',
    body: 'Your account is ready. Explore the funds and start your first SIP online, or ask your Wealth Partner to help you choose.',
    link: '/transact/mutual-funds/allFunds',
  },
] as const;
