/** 9812345670 -> ******5670: enough for the investor to recognise, too little to reuse. */
export function maskMobile(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  if (digits.length < 4) return '*'.repeat(digits.length);
  return '*'.repeat(digits.length - 4) + digits.slice(-4);
}

/** asha.verma@example.in -> as******@example.in */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '*'.repeat(email.length);
  const local = email.slice(0, at);
  const shown = local.slice(0, Math.min(2, local.length - 1));
  return `${shown}${'*'.repeat(Math.max(local.length - shown.length, 3))}${email.slice(at)}`;
}

/**
 * Asha Verma -> A*** V****: what a page shows before its visitor has logged in (the mapping
 * authorisation page), enough for the investor to recognise, too little to learn a stranger's name.
 */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => `${word.slice(0, 1)}${'*'.repeat(Math.max(word.length - 1, 3))}`)
    .join(' ');
}

/** A PAN with only its last four characters shown: 'AAAPZ1111A' -> '******111A'. */
export function maskPan(pan: string): string {
  const text = pan.trim().toUpperCase();
  return `${'*'.repeat(Math.max(0, text.length - 4))}${text.slice(-4)}`;
}
