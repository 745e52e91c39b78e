/** Answers to what investors ask most; each points to the part of the desk that does it. */
export const faqs = [
  {
    q: 'I forgot my password. How do I log in?',
    a: 'On the login page choose "Forgot password". We verify you with your date of birth and an OTP sent to your registered mobile number and e-mail, then send a temporary password. You set a new password of your own after logging in with it.',
  },
  {
    q: 'How do I change my password or PIN?',
    a: 'Open Settings from the profile menu. The Change Password tab changes your login password; the Change PIN tab changes the 4-digit PIN you use to authorise transactions and partner mappings.',
  },
  {
    q: 'When will I get units for my mutual fund purchase?',
    a: 'Units are allotted at the NAV of the day your money reaches the fund house, if it arrives before the cut-off time (usually 3:00 pm India time on a business day). Otherwise the next business day’s NAV applies.',
  },
  {
    q: 'How long does a redemption take?',
    a: 'Fund houses pay redemption proceeds to your registered bank account, usually within three business days (one business day for most liquid and overnight funds).',
  },
  {
    q: 'How do I add or change a nominee?',
    a: 'Open My profile, then the Nominee tab, and choose "Change nominee". You can name up to three nominees with shares that add up to 100%, and you sign the change with an OTP or e-sign.',
  },
  {
    q: 'My e-mails or SMS are not reaching me. What should I do?',
    a: 'Send us a query under "Profile, bank and nominee" with the contact details you want us to use. A change of registered e-mail or mobile number is verified before it takes effect.',
  },
  {
    q: 'Can I stop or pause a SIP?',
    a: 'Yes. Open My Systematic Plans under Mutual Funds to see your SIPs, SWPs and STPs and to cancel one. A cancellation requested close to the next instalment date may take effect from the instalment after it.',
  },
] as const;
