export interface LegalText {
  title: string;
  intro: string;
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
}

export type LegalPageKey = 'terms' | 'disclaimer' | 'privacy' | 'risk';

/** The static pages of spec 1 section 2.1, written for an AMFI-registered distributor in India. */
export const legalTexts: Record<LegalPageKey, LegalText> = {
  terms: {
    title: 'Terms of use',
    intro:
      'These terms govern your use of Client Desk, the online desk through which you invest with us. By logging in or transacting you accept them.',
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          'We are a mutual fund distributor registered with the Association of Mutual Funds in India (AMFI). We distribute the products of mutual funds and other product providers and receive commission from them. We are not an investment adviser registered with SEBI, and information on the desk is not investment advice.',
        ],
      },
      {
        heading: 'Your account and credentials',
        paragraphs: [
          'Your wealth account number or personalised login ID, your password and your PIN are personal. Do not share them with anyone, including your Wealth Partner or our staff: we never ask for them.',
          'You are responsible for transactions made with your credentials. Tell us at once through Help & support if you think someone else knows them, and change them from Settings.',
        ],
      },
      {
        heading: 'Transactions',
        paragraphs: [
          'Orders are sent to the fund house or exchange on your instruction. Units are allotted at the applicable NAV as per the scheme information document and the SEBI cut-off rules; the time at which the fund house receives your money decides the NAV date.',
          'Transactions placed for you by your Wealth Partner take effect only after you authorise them on the desk.',
          'A transaction may be rejected by the fund house, the registrar or the exchange, for example for a KYC or bank mismatch. We tell you when that happens; we are not liable for the outcome of such a rejection.',
        ],
      },
      {
        heading: 'Payments',
        paragraphs: [
          'Payments must come from a bank account registered in your name. Third-party payments are not accepted and are refunded to the source account.',
        ],
      },
      {
        heading: 'Availability',
        paragraphs: [
          'We aim to keep the desk available at all times but cannot promise uninterrupted service. Planned maintenance is announced on the desk in advance where possible.',
        ],
      },
      {
        heading: 'Governing law',
        paragraphs: [
          'These terms are governed by the laws of India, and the courts of Surat, Gujarat have exclusive jurisdiction. Complaints may also be raised on SEBI’s SCORES portal or through the Online Dispute Resolution portal.',
        ],
      },
    ],
  },
  disclaimer: {
    title: 'Disclaimer',
    intro:
      'Mutual fund investments are subject to market risks. Read all scheme related documents carefully.',
    sections: [
      {
        heading: 'No guarantee of returns',
        paragraphs: [
          'The NAV of a scheme may go up or down with the securities market. Past performance of a scheme or of its fund manager does not indicate its future performance, and there is no assurance that a scheme will achieve its objective.',
        ],
      },
      {
        heading: 'Information on the desk',
        paragraphs: [
          'NAVs, returns, ratings and portfolio values are taken from fund houses, AMFI, registrars and other sources we believe to be reliable. We do not guarantee their accuracy or completeness; the account statement of the fund house or registrar is the final record of your holdings.',
          'Illustrations of returns, goal plans and calculators use assumptions and are for understanding only. They are not a promise of returns.',
        ],
      },
      {
        heading: 'Distribution, not advice',
        paragraphs: [
          'As a mutual fund distributor we earn commission from the fund houses whose schemes you invest in through us; the commission is disclosed in your transaction confirmations and annual statement. You may invest in direct plans of a scheme, which carry no distribution commission, directly with the fund house.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy policy',
    intro:
      'This policy explains what personal data we collect, why, how long we keep it and what rights you have, in line with the Digital Personal Data Protection Act, 2023.',
    sections: [
      {
        heading: 'What we collect',
        paragraphs: [
          'Identity and contact details (name, PAN, date of birth, address, mobile number, e-mail), KYC and FATCA details, bank accounts, nominee details, your transactions and holdings, and technical data such as the browser, device and IP address used to log in.',
        ],
      },
      {
        heading: 'Why we use it',
        paragraphs: [
          'To open and service your account, carry out your transactions, meet KYC, anti-money-laundering and tax reporting obligations, send you statements and alerts, keep your account secure, and answer your queries.',
          'We do not sell your data. We share it only with fund houses, registrars, exchanges, depositories, KYC registration agencies, payment providers and regulators, as needed for these purposes or required by law.',
        ],
      },
      {
        heading: 'How we protect it',
        paragraphs: [
          'Passwords and PINs are stored only as salted hashes, one-time passwords expire quickly, connections are encrypted, and every login, authorisation and signature is recorded in an audit trail.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'As long as your account is open, and afterwards for the periods required by SEBI, the Prevention of Money Laundering Act and tax laws (generally eight years).',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You may ask for a summary of the data we hold about you, ask us to correct or update it, withdraw consent for optional uses, and nominate a person to exercise these rights for you. Write to our grievance officer at privacy@clientdesk.example.in; we reply within 30 days.',
        ],
      },
    ],
  },
  risk: {
    title: 'Risk appetite',
    intro:
      'Your risk appetite is how much the value of your investments may fall, for a while, without changing your plans. Knowing it helps you and your Wealth Partner choose suitable schemes.',
    sections: [
      {
        heading: 'The riskometer',
        paragraphs: [
          'Every mutual fund scheme carries a riskometer set by SEBI with six levels: Low, Low to Moderate, Moderate, Moderately High, High and Very High. The fund house reviews it every month based on what the scheme holds.',
        ],
      },
      {
        heading: 'Conservative',
        paragraphs: [
          'You value stability over growth and need your money within about three years. Liquid, overnight, money market and short-duration debt funds usually suit you.',
        ],
      },
      {
        heading: 'Moderate',
        paragraphs: [
          'You accept some ups and downs for better long-term growth over three to five years. Hybrid funds and a mix of large-cap equity and debt funds usually suit you.',
        ],
      },
      {
        heading: 'Aggressive',
        paragraphs: [
          'You invest for seven years or more and can stay invested through falls of 30% or more. Diversified, mid-cap, small-cap and sectoral equity funds may suit you.',
        ],
      },
      {
        heading: 'When a scheme is riskier than your profile',
        paragraphs: [
          'If you choose a scheme whose riskometer is above your risk profile, the desk asks you to confirm that you understand the higher risk before it accepts the order. You can ask your Wealth Partner to review your risk profile at any time.',
        ],
      },
    ],
  },
};
