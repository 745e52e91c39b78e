/** Host-name labels that mark a test, staging or local deployment rather than production. */
const nonProductionLabels = new Set([
  'localhost',
  'dev',
  'test',
  'uat',
  'qa',
  'staging',
  'stage',
  'sandbox',
  'demo',
  'preprod',
]);

/**
 * Spec 1 section 9: the environment is detected from the host name. Local hosts, IP addresses and
 * hosts with a test label (uat.cdesk.example.in, cdesk-test.example.in) are not production.
 */
export function isProductionHost(hostname: string): boolean {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (host === '' || host.startsWith('[') || /^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return false;
  const labels = host.split('.');
  if (labels.length < 2) return false;
  return !labels.some((label) => label.split('-').some((part) => nonProductionLabels.has(part)));
}
