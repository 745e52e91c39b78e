/** An Indian PAN: five letters, four digits, a letter (ABCDE1234F). */
export const panPattern = /^[A-Z]{5}\d{4}[A-Z]$/;

export const isValidPan = (text: string) => panPattern.test(text.trim().toUpperCase());
