import type { TBanner } from '@cdesk/domain';

/** Offers as the gateway answers them, after the demo's. */
export const nfoBanner: TBanner = {
  BI: 101,
  t: 'NFO',
  title: 'New fund offer: JioBlackRock Large Cap Fund',
  text: 'Invest at the offer price of ₹10 a unit while the offer is open.',
  prodType: 'mutual-funds',
  subType: 'nfoPurchase',
  params: ['154632'],
  activeFrom: '2026-11-01',
  activeTo: '2026-11-30',
};

export const marsBanner: TBanner = {
  BI: 102,
  t: 'MARS',
  title: 'Ready-made portfolios, built for you',
  text: 'MARS portfolios spread your money across chosen funds in one go.',
  prodType: 'mars',
  subType: 'purchase',
  params: [],
  activeFrom: '2026-10-17',
  activeTo: null,
};

export const sipBanner: TBanner = {
  BI: 103,
  t: 'SIP',
  title: 'Start a SIP in Parag Parikh Flexi Cap Fund',
  text: 'Invest a fixed amount every month in a flexi cap fund.',
  prodType: 'mutual-funds',
  subType: 'purchase',
  params: ['122639', 'sip'],
  activeFrom: '2026-10-17',
  activeTo: null,
};

export const stocksBanner: TBanner = {
  BI: 104,
  t: 'CM',
  title: 'Stocks & ETFs',
  text: 'Buy shares and exchange traded funds, held in your demat account.',
  prodType: 'capital-market',
  subType: 'purchase',
  params: [],
  activeFrom: '2026-10-17',
  activeTo: null,
};

export const ipoBanner: TBanner = {
  BI: 105,
  t: 'IPO',
  title: 'Apply for IPOs',
  text: 'Apply for equity public offers that are open for subscription.',
  prodType: 'public-offer',
  subType: 'equityipo',
  params: [],
  activeFrom: '2026-11-14',
  activeTo: '2026-11-28',
};

export const demoBanners = [nfoBanner, marsBanner, sipBanner, stocksBanner, ipoBanner];
