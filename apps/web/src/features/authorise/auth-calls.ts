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
  reject: (body: RequestOf<typeof onRejectCall>) => gatewayCall(onRejectCall, body),
  redPoa: (body: RequestOf<typeof checkAuthRedPoaValidationCall>) =>
    gatewayCall(checkAuthRedPoaValidationCall, body),
  marsSwiPoa: (body: RequestOf<typeof checkMarsSwiPoaValidationCall>) =>
    gatewayCall(checkMarsSwiPoaValidationCall, body),
  changeBank: (body: RequestOf<typeof onChangeBankAccountCall>) =>
    gatewayCall(onChangeBankAccountCall, body),
  payModes: (signal?: AbortSignal) => gatewayCall(getPaymentModeWiseBankForUccCall, {}, { signal }),
  validateVpa: (body: RequestOf<typeof validateVpaCall>) => gatewayCall(validateVpaCall, body),
  upiCollect: (body: RequestOf<typeof getUpiCollectionApiStatusCall>) =>
    gatewayCall(getUpiCollectionApiStatusCall, body),
  sendOtp: (body: RequestOf<typeof sendPlan2FAOtpCall>) => gatewayCall(sendPlan2FAOtpCall, body),
  receipt: (encryptedData: string, trxnType: AuthTransactionType) =>
    gatewayFile(trxnAuthoShowReceiptResource.path, { encryptedData, trxnType }),
};
