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
    partnerCompName: 'Kulkarni Wealth Advisors LLP',
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

export const demoAccounts: AccountSeed[] = [
  {
    ...person(
      '5000001',
      'Asha Verma',
      'AKVPV4821K',
      '9812345670',
      '1986-04-12',
      'Female',
      'Pune 411001',
    ),
    loginId: 'asha.verma',
    dematAccNo: 'IN30021412345678',
    partnerBrcode: 'NB101',
  },
  {
    ...person(
      '5000002',
      'Rahul Mehta',
      'BQMPM2231L',
      '9823456701',
      '1990-09-03',
      'Male',
      'Mumbai 400050',
    ),
    panAadhaarSeedingPending: true,
    partnerBrcode: 'NB101',
  },
  {
    ...person(
      '5000003',
      'Imran Shaikh',
      'CRSPS7765M',
      '9834567012',
      '1979-01-27',
      'Male',
      'Nashik 422001',
    ),
    panAadhaarSeedingPending: true,
    panAadhaarDeactive: true,
    partnerBrcode: 'NB101',
  },
  {
    ...person(
      '5000004',
      'Priya Nair',
      'DSNPN1198P',
      '9845670123',
      '1993-07-19',
      'Female',
      'Kochi 682016',
    ),
    fatcaPending: true,
    partnerBrcode: 'NB202',
  },
  {
    ...person(
      '5000005',
      'Vikram Singh',
      'ETSPS5540Q',
      '9856701234',
      '1982-11-30',
      'Male',
      'Jaipur 302001',
    ),
    dpChargesPending: true,
    dpChargesOptional: false,
    dpChargesPaise: 35_400,
    partnerBrcode: 'NB101',
  },
  {
    ...person(
      '5000006',
      'Neha Joshi',
      'FUJPJ8812R',
      '9867012345',
      '1995-02-14',
      'Female',
      'Indore 452001',
    ),
    dpChargesPending: true,
    dpChargesOptional: true,
    dpChargesPaise: 17_700,
    partnerBrcode: 'NB101',
  },
  {
    ...person(
      '5000007',
      'Suresh Patel',
      'GVPPP3367S',
      '9870123456',
      '1975-06-08',
      'Male',
      'Surat 395003',
    ),
    rekycMandatory: true,
    partnerBrcode: 'NB202',
  },
  {
    ...person(
      '5000008',
      'Kavita Rao',
      'HWRPR6654T',
      '9881234567',
      '1988-12-21',
      'Female',
      'Bengaluru 560034',
    ),
    askPersonalisedLogin: true,
    partnerBrcode: 'NB101',
  },
  {
    ...person(
      '5000009',
      'Arjun Das',
      'IXDPD9021U',
      '9892345678',
      '1991-03-05',
      'Male',
      'Kolkata 700019',
    ),
    emailVerified: false,
    partnerBrcode: 'NB101',
  },
  {
    ...person(
      '5000010',
      'Meera Iyer',
      'JYIPI4478V',
      '9713456789',
      '1984-08-16',
      'Female',
      'Chennai 600020',
    ),
    passwordExpired: true,
    partnerBrcode: 'NB202',
  },
  {
    ...person(
      '5000011',
      'Farhan Ali',
      'KZAPA7345W',
      '9724567890',
      '1992-10-10',
      'Male',
      'Lucknow 226001',
    ),
    loginId: 'emf.client',
    accType: 'EMF',
    partnerBrcode: 'NB101',
  },
  {
    ...person(
      '5000012',
      'Lakshmi Menon',
      'LAMPM2609X',
      '9735678901',
      '1987-05-22',
      'Female',
      'Thiruvananthapuram 695001',
    ),
    fatcaPending: true,
    emailVerified: false,
    askPersonalisedLogin: true,
    partnerBrcode: 'NB101',
  },
  {
    ...person(
      '5000013',
      'Rohan Gupta',
      'MBGPG8156Y',
      '9746789012',
      '1998-01-09',
      'Male',
      'New Delhi 110017',
    ),
    loginId: 'new.investor',
    partnerBrcode: 'NB202',
  },
  {
    ...person(
      '5000014',
      'Divya Kapoor',
      'NCKPK3390Z',
      '9757890123',
      '1989-09-28',
      'Female',
      'Chandigarh 160017',
    ),
    mustChangePassword: true,
    isFromForgotPassword: true,
    partnerBrcode: 'NB101',
  },
];

/** Partner mapping requests waiting for the investor's authorisation (the mapping-unmapping link). */
export const demoMappingRequests = [
  {
    rid: 'MR26110001',
    njAcNo: '5000001',
    action: 'MAP',
    fromPartner: 'Sanjay Kulkarni (ARN-112233)',
    toPartner: 'Anita Desai (ARN-445566)',
    requestedOn: '2026-11-18',
  },
  {
    rid: 'MR26110002',
    njAcNo: '5000013',
    action: 'UNMAP',
    fromPartner: 'Anita Desai (ARN-445566)',
    toPartner: 'Client Desk (direct)',
    requestedOn: '2026-11-19',
  },
] as const;
