/** A DNS label as LOAN_HOST_LABEL may name it. */
export const hostLabelPattern = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

/** Where Home goes on the loan variant (spec 1 section 1). */
export const loanHomePaths = ['/transact/loan/', '/transact/loan/njfspl/loans'] as const;

/**
 * The loan variant of the desk is recognised by the second label of the host name
 * (loans in cdesk.loans.example.in). A port, a trailing dot and letter case do not matter; an IP
 * address or a single-label host is never the loan variant.
 */
export function isLoanHost(hostname: string, loanLabel: string): boolean {
  const label = loanLabel.trim().toLowerCase();
  if (!hostLabelPattern.test(label)) return false;
  let host = hostname.trim().toLowerCase();
  if (host.startsWith('[')) return false;
  host = host.replace(/:\d*$/, '').replace(/\.$/, '');
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return false;
  const labels = host.split('.');
  return labels.length >= 2 && labels[1] === label;
}
