/** The About page of spec 1 section 1: mission, lineage, promises, group businesses and founders. */
export const aboutFacts = {
  startedIn: 2003,
  groupStartedIn: 1994,
  happyInvestors: '10 lakh+',
  partners: '30,000+',
} as const;

export const promises = [
  {
    title: 'Simple, easy, online',
    text: 'One desk for every investment: clear screens, plain words and nothing to print or post.',
  },
  {
    title: '100% online',
    text: 'Transactions, reports and products, all online: invest, redeem, switch and track from anywhere.',
  },
  {
    title: 'Dedicated distributors',
    text: 'A Wealth Partner near you for guidance, a personal approach and solutions that fit your goals.',
  },
] as const;

/** The group's businesses, each on its own site. */
export const groupBusinesses = [
  {
    name: 'Wealth',
    about: 'Mutual fund and investment distribution',
    href: 'https://wealth.example.in',
  },
  {
    name: 'Portfolio Management',
    about: 'Discretionary portfolio management services',
    href: 'https://pms.example.in',
  },
  {
    name: 'Insurance',
    about: 'Life and general insurance broking',
    href: 'https://insurance.example.in',
  },
  {
    name: 'Global Invest',
    about: 'Investing in international markets',
    href: 'https://global.example.in',
  },
  {
    name: 'Realty',
    about: 'Residential and commercial real estate',
    href: 'https://realty.example.in',
  },
  {
    name: 'Technologies',
    about: 'The technology behind the group’s platforms',
    href: 'https://technologies.example.in',
  },
  { name: 'Wellness', about: 'Health and wellness products', href: 'https://wellness.example.in' },
  {
    name: 'Interior',
    about: 'Interior design and furnishing',
    href: 'https://interior.example.in',
  },
  {
    name: 'Charitable Trust',
    about: 'Education, health and community programmes',
    href: 'https://trust.example.in',
  },
] as const;

export const founders = [
  {
    name: 'Nirav Mehta',
    role: 'Co-founder and Chairman',
    text: 'A chartered accountant who started advising families on their savings in 1994, he built the group’s distribution network around one idea: every investor deserves a trusted person to talk to.',
  },
  {
    name: 'Jignesh Desai',
    role: 'Co-founder and Managing Director',
    text: 'An engineer by training, he leads the group’s technology and operations, and brought mutual fund transactions fully online for partners and investors alike.',
  },
] as const;
