/** The help documents attached to search box entries, served as PDFs under the gateway's media/help/. */
export interface HelpDocument {
  title: string;
  paragraphs: readonly string[];
}

export const helpDocuments: Readonly<Record<string, HelpDocument>> = {
  'how-to-start-a-sip.pdf': {
    title: 'How to start a SIP',
    paragraphs: [
      'A Systematic Investment Plan (SIP) invests a fixed amount in a mutual fund scheme on a date you choose every month. Each instalment buys units at that day\u2019s NAV, so you buy more units when prices are low and fewer when they are high.',
      '1. Go to Transact > Mutual Funds > Purchase/Buy/SIP and search for the scheme, or pick one from All Funds.',
      '2. Choose SIP, enter the instalment amount (at least the scheme\u2019s minimum SIP amount), the SIP date and the number of instalments or an end date.',
      '3. Add the scheme to your cart. You can add more schemes and pay for all of them together.',
      '4. Pay the first instalment by net banking or UPI, and select the bank mandate that will pay the later instalments. If you have no mandate yet, register one first (see the mandate guide).',
      '5. You receive an order acknowledgement at once, and the units are allotted at the NAV of the day the registrar receives the money, subject to the cut-off time.',
      'You can see, pause or cancel running SIPs under Transact > Mutual Funds > My Systematic Plans. Ask your Wealth Partner if you are unsure which scheme suits your goal.',
    ],
  },
  'sip-mandate-guide.pdf': {
    title: 'Setting up a bank mandate for SIP',
    paragraphs: [
      'A mandate (NACH or e-mandate) authorises your bank to pay SIP instalments automatically. It carries an upper limit per debit and a validity period; one mandate can pay several SIPs as long as each debit stays within the limit.',
      'An e-mandate is approved online with your net banking login or debit card and is usually active within two working days. A physical NACH form must be signed as per your bank records and takes longer.',
      'Choose an upper limit that covers your future SIPs and step-ups, so that you do not need a new mandate each time you start a SIP.',
      'A SIP instalment fails if the bank account does not hold enough money on the debit date. Three consecutive failed instalments may lead the fund house to cancel the SIP, and your bank may charge a fee for each failed debit.',
    ],
  },
  'redemption-timelines.pdf': {
    title: 'Redemption: how and when you receive money',
    paragraphs: [
      'When you redeem (sell) units, the fund house pays the money to the bank account registered in the folio. You cannot choose a different account at the time of redemption.',
      'Units are redeemed at the NAV of the day your request reaches the registrar before the 3 p.m. cut-off on a business day. Requests after the cut-off get the next business day\u2019s NAV.',
      'Liquid and overnight schemes publish a NAV for every calendar day. A redemption from one of them placed before 3 p.m. (7 p.m. for an overnight scheme redeemed online) gets the NAV of the day before the next business day, so a Friday\u2019s gets Sunday\u2019s; after the cut-off it gets the next business day\u2019s NAV.',
      'Equity-oriented schemes pay within three working days of the redemption date; liquid and overnight schemes usually pay the next working day. Some schemes charge an exit load if you redeem within a stated period; it is shown before you confirm.',
      'A Systematic Withdrawal Plan (SWP) redeems a fixed amount on a date you choose every month, which suits a regular income from your investments.',
    ],
  },
  'switch-and-stp-explained.pdf': {
    title: 'Switch and STP explained',
    paragraphs: [
      'A switch moves your money from one scheme to another scheme of the same fund house in one step: the units of the first scheme are redeemed and units of the second are bought with the proceeds.',
      'A switch is a redemption for tax purposes, so capital gains tax and exit load may apply to the units switched out.',
      'A Systematic Transfer Plan (STP) switches a fixed amount at regular intervals, typically from a liquid or debt scheme into an equity scheme, to spread a lump sum over several months.',
    ],
  },
  'capital-gains-statement.pdf': {
    title: 'Reading your capital gains statement',
    paragraphs: [
      'The capital gains statement lists every redemption and switch in the financial year, with the units sold, the purchase cost of those units (first in, first out) and the gain or loss.',
      'Gains are split into short term and long term by how long the units were held. For equity-oriented schemes the dividing line is 12 months; other schemes have their own rules, which change from time to time.',
      'Use the statement when you file your income tax return, and check the current tax treatment with your tax adviser. The statement is for information and is not tax advice.',
    ],
  },
  'nominee-update-guide.pdf': {
    title: 'Updating your nominees',
    paragraphs: [
      'A nominee receives your investments if something happens to you. You can add up to three nominees and decide each one\u2019s share; the shares must add up to 100%.',
      'For a minor nominee you must give the details of a guardian who is at least 18 years old.',
      'Nominee changes are signed with an Aadhaar-based e-sign or with an OTP sent to your registered mobile number. The change applies to your account once the fund houses and the depository update their records.',
      'You can also choose to opt out of nomination, which needs a separate declaration.',
    ],
  },
  'ipo-application-guide.pdf': {
    title: 'Applying for an IPO with UPI',
    paragraphs: [
      'Choose the issue under Transact > Public Offers, enter the number of lots and your bid price (or tick cut-off price), and give your UPI ID.',
      'Your UPI app shows a mandate request to block the application amount. Approve it before the cut-off time on the last day of the issue; the money stays in your account, blocked, until allotment.',
      'If shares are allotted, the blocked amount is debited and the shares are credited to your demat account. Otherwise the block is released.',
    ],
  },
  'mars-portfolios.pdf': {
    title: 'MARS: ready-made mutual fund portfolios',
    paragraphs: [
      'MARS portfolios are ready-made baskets of mutual fund schemes built for a goal and a risk level. One purchase invests in every scheme of the basket in the stated proportions.',
      'You can invest a lump sum or start a SIP in a MARS portfolio, and redeem it as a whole.',
      'Look at the portfolio\u2019s schemes, past returns and risk before you invest, and talk to your Wealth Partner if you are unsure which one suits you.',
    ],
  },
  'insta-cash-faq.pdf': {
    title: 'Insta Cash: frequently asked questions',
    paragraphs: [
      'Insta Cash lets you redeem from eligible liquid schemes and receive the money in your bank account within minutes, any time of the day.',
      'Instant redemption is limited by the fund house, usually to Rs. 50,000 per day or 90% of your balance in the scheme, whichever is lower. Larger amounts can be redeemed the normal way.',
      'The money goes to the bank account registered in the folio and must support IMPS.',
    ],
  },
  'account-security.pdf': {
    title: 'Keeping your account secure',
    paragraphs: [
      'Never share your password, PIN or any OTP with anyone, including people who say they call from us or from your Wealth Partner\u2019s office.',
      'Use a password of 8 to 16 characters with upper and lower case letters, a number and a special character, and change it from Settings if you think someone else may know it.',
      'After four wrong passwords the account is blocked; use Forgot password to unblock it with an OTP sent to your registered mobile number and e-mail.',
    ],
  },
};
