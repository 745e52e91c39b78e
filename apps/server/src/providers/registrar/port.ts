/** A change of a folio's mobile or e-mail, confirmed by the investor, as the registrar receives it. */
export interface ContactChange {
  /** The desk's request number: the registrar records a change once, however often it is sent. */
  ref: string;
  njAcNo: string;
  folioNo: string;
  amc: string;
  field: 'MOBILE' | 'EMAIL';
  newValue: string;
}

/** Where a change stands at the registrar; UNKNOWN when it never reached it. */
export interface ContactChangeStatus {
  status: 'UNKNOWN' | 'PENDING' | 'COMPLETED' | 'REJECTED';
  /** The registrar's reason, for a rejected change. */
  reason: string;
}

/** The registrar's service requests on a folio (besides the orders it allots). */
export interface RegistrarServices {
  submitContactChange(change: ContactChange): Promise<void>;
  contactChangeStatus(ref: string): Promise<ContactChangeStatus>;
}
