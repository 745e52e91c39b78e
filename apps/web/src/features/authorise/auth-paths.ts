import { authRouteSegment, type AuthTransactionType } from '@cdesk/domain';

/** The pending list (spec 3 section 2: /transact/authorize). */
export const pendingListPath = '/transact/authorize';

/** A pending transaction's page: /transact/authorize/{type lowercased}?d=. */
export const detailPath = (type: string, d: string) =>
  `/transact/authorize/${authRouteSegment(type)}?d=${encodeURIComponent(d)}`;

export const statusPath = (type: string) =>
  `/transact/authorize/${authRouteSegment(type || 'detail')}/trxnstatus`;

/** The EMF stop flows' OTP page, for the authorisation of `d`. */
export const otpPath = (flow: string, d: string) =>
  `/transact/authorize/2fa/${flow}/OTPValidate?d=${encodeURIComponent(d)}`;

export const upiWaitPath = (
  type: string,
  trxnId: string,
  ack: string,
  vpa: string,
  amount: string,
) => {
  const query = new URLSearchParams({ tid: trxnId, trxnid: trxnId, ack, vpa, amt: amount });
  return `/transact/authorize/${authRouteSegment(type)}/upi?${query.toString()}`;
};

/** The types with several legs, whose acknowledgement this feature shows from the detail call. */
export const legAckTypes = [
  'BSWI',
  'BSWISIP',
  'SWITCHSIP',
  'MARSSWI',
  'STP',
  'SWP',
] as const satisfies readonly AuthTransactionType[];

export const legAckPath = (type: string, tid: string) =>
  `/transact/authorize/${authRouteSegment(type)}/achknowledge?tid=${encodeURIComponent(tid)}`;
