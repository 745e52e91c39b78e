import {
  checkAuthRedPoaValidationCall,
  checkMarsSwiPoaValidationCall,
  getAuthTrxDetailFromTarCall,
  getMarsAuthPendingTrxnsCall,
  getMarsAuthPendingTrxnsCountCall,
  getPaymentModeWiseBankForUccCall,
  getTotalNonMarsCountCall,
  getTrxnAuthRptCall,
  getUpiCollectionApiStatusCall,
  onAuthorizeCall,
  onChangeBankAccountCall,
  onRejectCall,
  onValidateAuthTransactionCall,
  sendPlan2FAOtpCall,
  trxnAuthoShowReceiptResource,
  validateVpaCall,
  type AuthTransactionType,
  type RequestOf,
  type TOnAuthorizeRequest,
} from '@cdesk/domain';
import { gatewayCall, gatewayPost } from '../../lib/api';
import { gatewayFile } from '../../lib/gateway-file';

const call =
  <C extends Parameters<typeof gatewayCall>[0]>(c: C) =>
  (body: RequestOf<C>, signal?: AbortSignal) =>
    gatewayCall(c, body, { signal });

/**
 * The authorisation calls of spec 3 section 7 (mfauth and the MARS pending list), and the
 * purchase calls an authorisation's payment uses. A visitor's calls carry the authorisation
 * login's token (lib/authorisation-session), a client's their desk session.
 */
export const authCalls = {
  list: (signal?: AbortSignal) =>
    gatewayCall(getTrxnAuthRptCall, { reqFrom: 'web', authType: 'online' }, { signal }),
  nonMarsCount: (signal?: AbortSignal) => gatewayCall(getTotalNonMarsCountCall, {}, { signal }),
  marsList: (loggedInUCC: string, signal?: AbortSignal) =>
    gatewayCall(getMarsAuthPendingTrxnsCall, { loggedInUCC, isFromMob: 'N' }, { signal }),
  marsCount: (signal?: AbortSignal) =>
    gatewayCall(getMarsAuthPendingTrxnsCountCall, {}, { signal }),
  validate: (encryptedData: string, signal?: AbortSignal) =>
    gatewayCall(onValidateAuthTransactionCall, { encryptedData }, { signal }),
  detail: (encryptedData: string, signal?: AbortSignal) =>
    gatewayCall(
      getAuthTrxDetailFromTarCall,
      { reqFrom: 'web', authType: 'online', encryptedData, isNomineeRequired: 'N' },
      { signal },
    ),
  /** The whole envelope: a confirmation loop's question may come as its techMessage. */
  authorize: (body: TOnAuthorizeRequest) => gatewayPost(onAuthorizeCall, body),
  reject: call(onRejectCall),
  redPoa: call(checkAuthRedPoaValidationCall),
  marsSwiPoa: call(checkMarsSwiPoaValidationCall),
  changeBank: call(onChangeBankAccountCall),
  payModes: (signal?: AbortSignal) => gatewayCall(getPaymentModeWiseBankForUccCall, {}, { signal }),
  validateVpa: call(validateVpaCall),
  upiCollect: call(getUpiCollectionApiStatusCall),
  sendOtp: call(sendPlan2FAOtpCall),
  receipt: (encryptedData: string, trxnType: AuthTransactionType) =>
    gatewayFile(trxnAuthoShowReceiptResource, { encryptedData, trxnType }),
};
