/** The digits of a typed number, at most max of them. */
export const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);
