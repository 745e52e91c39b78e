import { createHash } from 'node:crypto';
import { holderRoles } from '@cdesk/domain';
import type { Executor } from '../../../db/client.js';
import { kycStepKeys } from '../steps/kyc-holder.js';
import { partTwoStepKeys as keys, type OnboardingStore } from '../store.js';

/** The application's step records that are its data (caches of KYC look-ups and states are not). */
const holderStepKeys = [kycStepKeys.personal, kycStepKeys.address, kycStepKeys.fatca];
const applicationStepKeys = [
  kycStepKeys.preference,
  keys.bank,
  keys.mandate,
  keys.nomineeSelection,
  keys.nominee(1),
  keys.nominee(2),
  keys.nominee(3),
  keys.witness,
];

/** JSON with every object's keys in order, so equal data always reads the same. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/**
 * The SHA-256 of what an applicant signs: the application's choices, every holder, the step
 * records that become the account (personal, address, FATCA, preferences, bank, mandate,
 * nominees, witness) and the content hash of every file but the form made from them. The
 * mandate's status is left out: its e-sign and the bank's answer come after the form's e-sign.
 */
export async function applicationDigest(
  store: OnboardingStore,
  refNo: string,
  tx?: Executor,
): Promise<string> {
  const app = await store.application(refNo, tx);
  const holders = await store.holders(refNo, tx);
  const steps: Record<string, unknown> = {};
  for (const role of holderRoles)
    for (const key of holderStepKeys)
      steps[`${role}.${key}`] = await store.loadStep(refNo, role, key, tx);
  for (const key of applicationStepKeys)
    steps[`F.${key}`] = await store.loadStep(refNo, 'F', key, tx);
  const mandate = steps[`F.${keys.mandate}`] as Record<string, unknown> | null;
  if (mandate) steps[`F.${keys.mandate}`] = { ...mandate, status: undefined };
  const files = [];
  for (const file of await store.files(refNo, undefined, tx)) {
    if (file.kind === 'FORM') continue;
    const full = await store.file({ refNo, ...file }, tx);
    files.push({
      role: file.role,
      kind: file.kind,
      docType: file.docType,
      mime: file.mime,
      sha256: full ? sha256(full.content) : '',
    });
  }
  files.sort((a, b) => canonicalJson(a).localeCompare(canonicalJson(b)));
  return sha256(
    canonicalJson({
      application: app && {
        refNo: app.refNo,
        accountType: app.accountType,
        formType: app.formType,
        centreCode: app.centreCode,
        partnerId: app.partnerId,
        holdingMode: app.holdingMode,
        taxStatus: app.taxStatus,
        minor: app.minor,
        kyc: app.kyc,
      },
      holders: holders.map(({ createdAt: _c, updatedAt: _u, ...holder }) => holder),
      steps,
      files,
    }),
  );
}
