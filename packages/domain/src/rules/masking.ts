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
