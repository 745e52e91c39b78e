/** Product catalogue tiles of spec 1 section 2.6, in order. */
export const productCatalogue = [
  {
    id: 'mutual-funds',
    name: 'Mutual Funds',
    actions: [
      'purchase',
      'redeem',
      'switch',
      'mysystematicplan',
      'nfoPurchase',
      'nfoSwitch',
      'instCash',
    ],
  },
  { id: 'mars', name: 'MARS, Ready MF Portfolios', actions: ['purchase', 'redeem'] },
  { id: 'capital-market', name: 'Stocks & ETFs', actions: ['purchase'] },
  { id: 'debt-market', name: 'Fixed Income, Bonds, Debentures', actions: ['purchase'] },
  { id: 'loan', name: 'Loan', actions: ['purchase'] },
  { id: 'public-offer', name: 'Public Offers', actions: ['equityipo', 'debtipo', 'ofs', 'otb'] },
  { id: 'enps', name: 'National Pension Scheme', actions: [] },
] as const satisfies readonly { id: string; name: string; actions: readonly string[] }[];

export type ProductId = (typeof productCatalogue)[number]['id'];

/** What an E-Wealth MF account may use (spec 1 section 6): mutual funds and MARS. */
export const emfProductIds: readonly ProductId[] = ['mutual-funds', 'mars'];
