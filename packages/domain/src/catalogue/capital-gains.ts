/** What a capital-gains tax estimate says it leaves out, in plain words. */
export const capitalGainsTaxTexts = {
  surchargeAndCess: 'Surcharge and the health and education cess are not included.',
  basicExemption:
    'The basic exemption limit and the rebate of section 87A are not applied to these gains.',
  slabNotChosen:
    'Short-term gains of schemes that are not equity-oriented are taxed at your income-tax slab, which you have not chosen: not included.',
  indexedLongTerm:
    'Long-term gains of schemes that are not equity-oriented, sold before 23-07-2024, are taxed at 20 % after indexation, which this estimate does not work out: not included.',
  undetermined: 'Gains whose class or term the AMFI category cannot tell are not included.',
} as const;
