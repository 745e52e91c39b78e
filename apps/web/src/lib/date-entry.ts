/**
 * Typing a date: digits are accepted as DDMMYYYY or DD-MM-YYYY and shown as DD-MM-YYYY while
 * typing, so both ways of entering land on the display format.
 */
export function maskDateEntry(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean);
  return parts.join('-');
}
