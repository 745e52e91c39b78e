const grouping = new Intl.NumberFormat('en-IN');

/** A count in Indian digit grouping. */
export const groupedCount = (n: number) => grouping.format(n);

/** How many funds, in words: "1 fund", "1,234 funds". */
export const fundCount = (n: number) => `${grouping.format(n)} ${n === 1 ? 'fund' : 'funds'}`;
