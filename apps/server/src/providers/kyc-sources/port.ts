import type { KraStatus, TKycIdentity } from '@cdesk/domain';

/** What the KRA holds for a PAN. */
export type KraLookup =
  { status: KraStatus; identity: TKycIdentity } | { status: 'NOT_FOUND'; identity: null };

/** The person and application a DigiLocker consent session is for. */
export interface DigiLockerStart {
  refNo: string;
  holder: string;
  pan: string;
  fname: string;
  mname: string;
  lname: string;
  /** DD-MM-YYYY. */
  dob: string;
  /** The desk's page the browser comes back to, a path under /cdesk/ with its query. */
  returnPath: string;
}

/** Where a DigiLocker consent session stands, read by the desk from DigiLocker itself. */
export type DigiLockerOutcome =
  | { state: 'CONSENTED'; refNo: string; holder: string; identity: TKycIdentity }
  | { state: 'DECLINED' | 'PENDING'; refNo: string; holder: string }
  | { state: 'UNKNOWN' };

/**
 * The identity sources of account opening: the KYC Registration Agency (by PAN), the Central KYC
 * Registry (by PAN and date of birth) and DigiLocker, where the person signs in and consents to
 * share the Aadhaar identity with the desk.
 */
export interface IdentitySources {
  kraLookup(pan: string): Promise<KraLookup>;
  /** `dob` is DD-MM-YYYY; a record whose date of birth differs is not the person's. */
  ckycLookup(pan: string, dob: string): Promise<TKycIdentity | null>;
  digiLockerStart(start: DigiLockerStart): Promise<{ sessionId: string; redirectUrl: string }>;
  digiLockerOutcome(sessionId: string): Promise<DigiLockerOutcome>;
}
