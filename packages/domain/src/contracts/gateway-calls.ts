import type { GatewayCall } from './call.js';
import * as onboardingContracts from './onboarding/index.js';
import * as folioUpdateContracts from './services/folio-update/index.js';
import * as closureContracts from './services/closure/index.js';
import { authenticateCall } from './access/authenticate.js';
import { getCaptchaCall } from './access/captcha.js';
import { loginSendOtpCall, loginOtpValidateCall } from './access/otp-login.js';
import { logoutCall } from './access/logout.js';
import {
  checkEwealthAccountActivationCall,
  checkEwealthAccountActivationMfCall,
  checkFatcaDeclarationCall,
  saveFatcaDeclarationCall,
  panAadhaarSeedingCall,
  askMeLaterCall,
  getDpChargesUrlCall,
} from './access/activation.js';
import { checkLoginIdAvailabilityCall, savePersonalisedLoginIdCall, changePasswordCall, forgotStartCall, forgotVerifyCall, forgotResetPinCall } from './access/credentials.js';
import { changePinCall } from './access/change-pin.js';
import { getInvestorNameCall, authenticateAuthorizationCall, getMappingRequestCall, decideMappingCall } from './access/mapping-auth.js';
import { getHeaderByUccCall } from './shell/get-header-by-ucc.js';
import { getPrimaryMenuCall } from './shell/primary-menu.js';
import { getPartnerProfileCall } from './shell/get-partner-profile.js';
import { getPartnerCompanyDetailCall } from './shell/get-partner-company-detail.js';
import { getAccodeandUccCall } from './shell/get-accode-and-ucc.js';
import { searchBoxWfmModuleListCall } from './shell/search-box.js';
import { getNotificationsCall } from './shell/get-notifications.js';
import { listBannersCall } from './shell/list-banners.js';
import { bannerDetailCall } from './shell/banner-detail.js';
import { markNotificationReadCall } from './shell/mark-notification-read.js';
import { sendQueryCall } from './shell/send-query.js';
import { redeemHandoffCall, startHandoffCall } from './shell/start-handoff.js';
import { listQueriesCall } from './shell/list-queries.js';
import { getProfileDetailCall } from './shell/get-profile-detail.js';
import { saveDisplayPhotoCall } from './shell/save-display-photo.js';
import { getSchemeListCall } from './schemes/get-scheme-list.js';
import { getSchemeInsightCall } from './schemes/get-scheme-insight.js';
import { searchSchemesCall } from './schemes/search-schemes.js';
import { getNfoListCall } from './schemes/get-nfo-list.js';
import {
  saveGoalCall,
  getGoalsCall,
  getGoalCall,
  deleteGoalCall,
  getGoalReturnAssumptionsCall,
  getGoalHoldingsCall,
  saveRiskProfileCall,
  getRiskProfileCall,
  getInvestSuggestionsCall,
} from './goals/index.js';
import { netWorthReportCall } from './portfolio/net-worth-report.js';
import { getHoldingsCall } from './portfolio/get-holdings.js';
import { getTransactionsCall } from './portfolio/get-transactions.js';
import { getSipRegistrationsCall } from './portfolio/get-sip-registrations.js';
import { getSwpRegistrationsCall } from './portfolio/get-swp-registrations.js';
import { dematHoldingsCall } from './portfolio/demat-holdings.js';
import { dematTransactionsCall } from './portfolio/demat-transactions.js';
import { getTaxSlabCall, saveTaxSlabCall, taxHarvestingCall } from './tax/index.js';
import { createTrustedLinkCall, reportTrustedCall, reportTrustedCmCall, revokeTrustedLinkCall, trustedLinksCall } from './reports/trusted-report.js';
import { validatePurchaseCall } from './mutual-funds/validate-purchase.js';
import { getSchemeDetailCall } from './mutual-funds/get-scheme-detail.js';
import { getBrokerageForDirPlanCall } from './mutual-funds/get-brokerage-for-dir-plan.js';
import { getPurchaseWithSwpDetailCall } from './mutual-funds/get-purchase-with-swp-detail.js';
import { getCuttofDetailCall } from './mutual-funds/get-cuttof-detail.js';
import { getInstallmentDateCall } from './mutual-funds/get-installment-date.js';
import { getSwpStartEndDateCall } from './mutual-funds/get-swp-start-end-date.js';
import { getExchangeInfoCall } from './mutual-funds/get-exchange-info.js';
import { onConfirmCall } from './mutual-funds/on-confirm.js';
import { getCartCall, saveCartCall } from './mutual-funds/cart.js';
import { getOrderStatusCall } from './mutual-funds/get-order-status.js';
import { retryPaymentCall } from './payments/retry-payment.js';
import { getPaymentModeWiseBankForUccCall } from './payments/get-payment-mode-wise-bank-for-ucc.js';
import { validateSelectedBankCall } from './payments/validate-selected-bank.js';
import { validateVpaCall } from './payments/validate-vpa.js';
import { checkPayRefNoCall } from './payments/check-pay-ref-no.js';
import { getUpiCollectionApiStatusCall } from './payments/get-upi-collection-api-status.js';
import { getUpiCallBackResDetailCall, callTranStatusInqUpiServiceCall } from './payments/upi-status.js';
import { loadNomineeDtlProfileCall } from './nominee/load-nominee-dtl-profile.js';
import { generateNomiReqProfileCall } from './nominee/generate-nomi-req-profile.js';
import { modifyNomineeProfileCall } from './nominee/modify-nominee-profile.js';
import { cancelNomineeRequestProfileCall } from './nominee/cancel-nominee-request-profile.js';
import { loadNomineeOptProfileCall } from './nominee/load-nominee-opt-profile.js';
import { saveNomineeOptProfileCall } from './nominee/save-nominee-opt-profile.js';
import { loadNomineeDetailsProfileCall } from './nominee/load-nominee-details-profile.js';
import { saveNomineeDetailsProfileCall } from './nominee/save-nominee-details-profile.js';
import { removeNomineeProfileCall } from './nominee/remove-nominee-profile.js';
import { loadNomineeAddressProfileCall } from './nominee/load-nominee-address-profile.js';
import { saveNomineeAddressProfileCall } from './nominee/save-nominee-address-profile.js';
import { loadNomiGrdnDetailsProfileCall } from './nominee/load-nomi-grdn-details-profile.js';
import { saveNomiGrdnDetailsProfileCall } from './nominee/save-nomi-grdn-details-profile.js';
import { loadNomiGrdnAddressProfileCall } from './nominee/load-nomi-grdn-address-profile.js';
import { saveNomiGrdnAddressProfileCall } from './nominee/save-nomi-grdn-address-profile.js';
import { loadNomineePercShareProfileCall } from './nominee/load-nominee-perc-share-profile.js';
import { saveNomineePercShareProfileCall } from './nominee/save-nominee-perc-share-profile.js';
import { generateNomiPdfProfileCall } from './nominee/generate-nomi-pdf-profile.js';
import { saveSubmitFinalNomineeProfileCall } from './nominee/save-submit-final-nominee-profile.js';
import { loadNomiEsignDtlProfileCall } from './nominee/load-nomi-esign-dtl-profile.js';
import { submitNomiEsignRequestProfileCall } from './nominee/submit-nomi-esign-request-profile.js';
import { receiveNomiEsignResponseProfileCall } from './nominee/receive-nomi-esign-response-profile.js';
import { generateNomiOtpCall } from './nominee/generate-nomi-otp.js';
import { verifyNomiOtpCall } from './nominee/verify-nomi-otp.js';
import { getGeoListCall } from './nominee/get-geo-list.js';
import { getPincodeDetailCall } from './nominee/get-pincode-detail.js';
import { getSystematicPlansCall } from './systematic-plans/get-systematic-plans.js';
import { stopSystematicPlanCall } from './systematic-plans/stop-systematic-plan.js';
import { revokeStopSipCall } from './systematic-plans/revoke-stop-sip.js';
import { checkPlan2FACall } from './systematic-plans/check-plan-2fa.js';
import { sendPlan2FAOtpCall } from './systematic-plans/send-plan-2fa-otp.js';
import { validatePlan2FAOtpCall } from './systematic-plans/validate-plan-2fa-otp.js';
import { getSipBankMandatesCall } from './systematic-plans/get-sip-bank-mandates.js';
import { shiftSipBankCall } from './systematic-plans/shift-sip-bank.js';
import { topUpSipCall } from './systematic-plans/top-up-sip.js';
import { registerStpCall } from './systematic-plans/register-stp.js';
import { registerSwpCall } from './systematic-plans/register-swp.js';
import { getStpTargetSchemesCall } from './systematic-plans/get-stp-target-schemes.js';
import { getPlanRequestAckCall } from './systematic-plans/get-plan-request-ack.js';
import {
  getRedeemableHoldingsCall,
  getRedemptionPreviewCall,
  generateTrxnOtpCall,
  onConfirmRedemptionCall,
  checkRedPoaValidationCall,
  getSellOrderStatusCall,
  verifyEdisAuthorisationCall,
} from './selling/redemption.js';
import { getSwitchTargetsCall, getSwitchPreviewCall, onConfirmSwitchCall, checkSwitchPoaValidationCall } from './selling/switch.js';
import { getInstaCashDetailCall, onConfirmInstaCashCall } from './selling/insta-cash.js';
import { capitalGainStatementCall, transactionStatementCall } from './reports/mf-statements.js';

import {
  getTrxnAuthRptCall,
  getTotalNonMarsCountCall,
  getAuthTrxDetailFromTarCall,
  onValidateAuthTransactionCall,
  onAuthorizeCall,
  onRejectCall,
  checkAuthRedPoaValidationCall,
  checkMarsSwiPoaValidationCall,
  onChangeBankAccountCall,
} from './authorise/auth-calls.js';
import {
  getMarsPortfoliosCall,
  getMarsPortfolioDetailCall,
  getMarsHoldingsCall,
  getMarsInvestmentCall,
  getMarsRedemptionPreviewCall,
  onConfirmMarsRedemptionCall,
  getMarsAuthPendingTrxnsCall,
  getMarsAuthPendingTrxnsCountCall,
  checkMarsAuthPendingTrxnStatusCall,
} from './mars/mars-calls.js';
import { getBankMandatesCall } from './mandates/get-bank-mandates.js';
import { registerEMandateCall } from './mandates/register-e-mandate.js';
import { getEMandateStatusCall } from './mandates/get-e-mandate-status.js';
import { callMandateAuthCall, mandateAuthDetailsCall, processEsignMandateCall, sendMandateAuthOtpCall } from './mandates/mandate-auth.js';
import {
  loadPoaDdpiCall,
  generateDdpiPdfCall,
  saveSubmitDdpiCall,
  loadDdpiPaymentDtlCall,
  proceedForPaymentCall,
  loadDdpiEsignCall,
  processDdpiEsignRequestCall,
  processDdpiEsignResponseCall,
  vpaAuthenticationCall,
  statusInquiryCall,
} from './services/ddpi/index.js';
import { getEVotingEventsCall, getEVotingNsdlErrorDtlCall, getEVotingRequestCall } from './services/evoting.js';

/** Every JSON envelope call of the gateway; the server registers a POST route for each. */
export const gatewayCalls: readonly GatewayCall[] = [
  authenticateCall,
  getCaptchaCall,
  loginSendOtpCall,
  loginOtpValidateCall,
  logoutCall,
  checkEwealthAccountActivationCall,
  checkEwealthAccountActivationMfCall,
  checkFatcaDeclarationCall,
  saveFatcaDeclarationCall,
  panAadhaarSeedingCall,
  askMeLaterCall,
  getDpChargesUrlCall,
  checkLoginIdAvailabilityCall,
  savePersonalisedLoginIdCall,
  changePasswordCall,
  forgotStartCall,
  forgotVerifyCall,
  forgotResetPinCall,
  changePinCall,
  getInvestorNameCall,
  authenticateAuthorizationCall,
  getMappingRequestCall,
  decideMappingCall,
  getHeaderByUccCall,
  getPrimaryMenuCall,
  getPartnerProfileCall,
  getPartnerCompanyDetailCall,
  getAccodeandUccCall,
  searchBoxWfmModuleListCall,
  getNotificationsCall,
  listBannersCall,
  bannerDetailCall,
  markNotificationReadCall,
  sendQueryCall,
  startHandoffCall,
  redeemHandoffCall,
  listQueriesCall,
  getProfileDetailCall,
  saveDisplayPhotoCall,
  getSchemeListCall,
  getSchemeInsightCall,
  searchSchemesCall,
  getNfoListCall,
  saveGoalCall,
  getGoalsCall,
  getGoalCall,
  deleteGoalCall,
  getGoalReturnAssumptionsCall,
  getGoalHoldingsCall,
  saveRiskProfileCall,
  getRiskProfileCall,
  getInvestSuggestionsCall,
  netWorthReportCall,
  getHoldingsCall,
  getTransactionsCall,
  getSipRegistrationsCall,
  getSwpRegistrationsCall,
  dematHoldingsCall,
  dematTransactionsCall,
  createTrustedLinkCall,
  trustedLinksCall,
  revokeTrustedLinkCall,
  reportTrustedCall,
  reportTrustedCmCall,
  validatePurchaseCall,
  getSchemeDetailCall,
  getBrokerageForDirPlanCall,
  getPurchaseWithSwpDetailCall,
  getCuttofDetailCall,
  getInstallmentDateCall,
  getSwpStartEndDateCall,
  getExchangeInfoCall,
  onConfirmCall,
  getCartCall,
  saveCartCall,
  getOrderStatusCall,
  retryPaymentCall,
  getPaymentModeWiseBankForUccCall,
  validateSelectedBankCall,
  validateVpaCall,
  checkPayRefNoCall,
  getUpiCollectionApiStatusCall,
  getUpiCallBackResDetailCall,
  callTranStatusInqUpiServiceCall,
  loadNomineeDtlProfileCall,
  generateNomiReqProfileCall,
  modifyNomineeProfileCall,
  cancelNomineeRequestProfileCall,
  loadNomineeOptProfileCall,
  saveNomineeOptProfileCall,
  loadNomineeDetailsProfileCall,
  saveNomineeDetailsProfileCall,
  removeNomineeProfileCall,
  loadNomineeAddressProfileCall,
  saveNomineeAddressProfileCall,
  loadNomiGrdnDetailsProfileCall,
  saveNomiGrdnDetailsProfileCall,
  loadNomiGrdnAddressProfileCall,
  saveNomiGrdnAddressProfileCall,
  loadNomineePercShareProfileCall,
  saveNomineePercShareProfileCall,
  generateNomiPdfProfileCall,
  saveSubmitFinalNomineeProfileCall,
  loadNomiEsignDtlProfileCall,
  submitNomiEsignRequestProfileCall,
  receiveNomiEsignResponseProfileCall,
  generateNomiOtpCall,
  verifyNomiOtpCall,
  getGeoListCall,
  getPincodeDetailCall,
  getSystematicPlansCall,
  stopSystematicPlanCall,
  revokeStopSipCall,
  checkPlan2FACall,
  sendPlan2FAOtpCall,
  validatePlan2FAOtpCall,
  getSipBankMandatesCall,
  shiftSipBankCall,
  topUpSipCall,
  registerStpCall,
  registerSwpCall,
  getStpTargetSchemesCall,
  getPlanRequestAckCall,
  getRedeemableHoldingsCall,
  getRedemptionPreviewCall,
  generateTrxnOtpCall,
  onConfirmRedemptionCall,
  checkRedPoaValidationCall,
  getSellOrderStatusCall,
  verifyEdisAuthorisationCall,
  getSwitchTargetsCall,
  getSwitchPreviewCall,
  onConfirmSwitchCall,
  checkSwitchPoaValidationCall,
  getInstaCashDetailCall,
  onConfirmInstaCashCall,
  getTrxnAuthRptCall,
  getTotalNonMarsCountCall,
  getAuthTrxDetailFromTarCall,
  onValidateAuthTransactionCall,
  onAuthorizeCall,
  onRejectCall,
  checkAuthRedPoaValidationCall,
  checkMarsSwiPoaValidationCall,
  onChangeBankAccountCall,
  getMarsPortfoliosCall,
  getMarsPortfolioDetailCall,
  getMarsHoldingsCall,
  getMarsInvestmentCall,
  getMarsRedemptionPreviewCall,
  onConfirmMarsRedemptionCall,
  getMarsAuthPendingTrxnsCall,
  getMarsAuthPendingTrxnsCountCall,
  checkMarsAuthPendingTrxnStatusCall,
  getBankMandatesCall,
  registerEMandateCall,
  getEMandateStatusCall,
  mandateAuthDetailsCall,
  sendMandateAuthOtpCall,
  callMandateAuthCall,
  processEsignMandateCall,
  capitalGainStatementCall,
  transactionStatementCall,
  loadPoaDdpiCall,
  generateDdpiPdfCall,
  saveSubmitDdpiCall,
  loadDdpiPaymentDtlCall,
  proceedForPaymentCall,
  loadDdpiEsignCall,
  processDdpiEsignRequestCall,
  processDdpiEsignResponseCall,
  vpaAuthenticationCall,
  statusInquiryCall,
  getEVotingRequestCall,
  getEVotingNsdlErrorDtlCall,
  getEVotingEventsCall,
  getTaxSlabCall,
  saveTaxSlabCall,
  taxHarvestingCall,
  ...onboardingCallsOf(onboardingContracts),
  ...onboardingCallsOf(folioUpdateContracts),
  ...onboardingCallsOf(closureContracts),
];

/** The call objects among a module's exports (each contract file of account opening adds its own). */
function onboardingCallsOf(exports: Record<string, unknown>): GatewayCall[] {
  return Object.values(exports).filter(
    (value): value is GatewayCall => typeof value === 'object' && value !== null && typeof (value as { path?: unknown }).path === 'string' && 'request' in value && 'response' in value,
  );
}
