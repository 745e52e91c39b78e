/** Messages of the investor's tax settings and the tax harvesting report. */
export const taxMessages = {
  slabInvalid: 'Please choose one of the income-tax slab rates offered.',
  slabSaved: 'Your income-tax slab is saved. Estimates of tax on your gains now use it.',
  slabCleared: 'Your income-tax slab is cleared. Estimates now leave slab-rate gains out.',
} as const;
