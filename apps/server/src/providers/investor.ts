/** The investor an outside system is asked about, by the identifiers it knows them by. */
export interface Investor {
  /** The desk's own account id. */
  id: number;
  /** The wealth account number. */
  njAcNo: string;
  pan: string;
  /** Empty when the investor has no demat account. */
  dematAccNo: string;
}
