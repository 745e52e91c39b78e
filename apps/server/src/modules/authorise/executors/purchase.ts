import {
  authRouteSegment,
  paiseToRupeeText,
  payModes,
  scheduleInWords,
  ZOnConfirmRequest,
  type TAuthTrxnLine,
  type TOnConfirmRequest,
  type TOnConfirmResponse,
  type TPlacedTrxnParsed,
} from '@cdesk/domain';
import { AppError } from '../../../lib/app-error.js';
import type { AuthExecutor, AuthoriseInput, AuthOutcome, PendingTrxn } from '../executor.js';
import type { ExecutorDeps } from './deps.js';

type PurchaseTrxn = Extract<TPlacedTrxnParsed, { trnType: 'PIP' | 'NPIP' | 'SIP' | 'NSIP' }>;

const actions = { PIP: 'Purchase', NPIP: 'NFO Purchase', SIP: 'SIP', NSIP: 'NFO SIP' } as const;

function asPurchase(pending: PendingTrxn): PurchaseTrxn {
  const trxn = pending.trxn;
  if (
    trxn.trnType === 'PIP' ||
    trxn.trnType === 'NPIP' ||
    trxn.trnType === 'SIP' ||
    trxn.trnType === 'NSIP'
  )
    return trxn;
  throw new AppError(417, 'WRONG_EXECUTOR', `Not a purchase: ${trxn.trnType}`);
}

/**
 * Purchase, NFO purchase, SIP and NFO SIP: authorised into the same orders, payment and allotment
 * jobs as the investor's own cart (checkout's OrderService), under a key derived from the
 * transaction's reference, so a retry never places twice.
 */
export function purchaseExecutor(deps: ExecutorDeps): AuthExecutor {
  const orderStatus = async (pending: PendingTrxn) => {
    const placed = pending.result?.trxnId;
    if (!placed || placed === pending.trxnId) return null;
    const account = await deps.access.accountById(pending.accountId);
    if (!account) return null;
    return deps.orders.status(account, placed).catch(() => null);
  };

  return {
    types: ['PIP', 'NPIP', 'SIP', 'NSIP'],

    async describe(pending) {
      const trxn = asPurchase(pending);
      const view = await deps.schemes.get(trxn.schCode);
      const schemeName = view?.name ?? `Scheme ${trxn.schCode}`;
      const status = await orderStatus(pending);
      const order = status?.orders[0];
      const line: TAuthTrxnLine = {
        srNo: 1,
        action: actions[trxn.trnType],
        schcode: trxn.schCode,
        schemeName,
        targetSchcode: null,
        targetSchemeName: '',
        folioNo: trxn.folioNo ?? order?.folioNo ?? '',
        amount: paiseToRupeeText(trxn.amount),
        units: order?.units ?? '',
        allUnits: 'N',
        schedule:
          'sip' in trxn
            ? scheduleInWords({
                freqId: trxn.sip.freqId,
                day: trxn.sip.installmentDate,
                installments: trxn.sip.totalNoOfInst,
              })
            : '',
        planId: null,
        holdingMode: '',
        orderRef: order?.orderRef ?? '',
        orderStatus: order?.status ?? '',
      };
      return { summary: `${actions[trxn.trnType]} of ${schemeName}`, lines: [line] };
    },

    async question(pending) {
      const trxn = asPurchase(pending);
      const account = await deps.access.accountById(pending.accountId);
      if (!account) return null;
      const view = await deps.schemes.get(trxn.schCode);
      const question = await deps.orders.repeatQuestion(account, [
        {
          schemeCode: trxn.schCode,
          name: view?.name ?? `Scheme ${trxn.schCode}`,
          inMarsTarget: false,
        },
      ]);
      return question ? { code: 'SUCC_WITH_MARS', question } : null;
    },

    async authorise(input: AuthoriseInput): Promise<AuthOutcome> {
      const { account, pending, request, payment } = input;
      const trxn = asPurchase(pending);
      if (!payment) throw new AppError(400, 'ENTER_PAYMENT', 'Please enter the payment details.');
      if (request.isMarsConfirm === 'N') return { kind: 'DECLINED' };
      const [bankCode = '', bankAccNo = ''] = payment.payBank.split('~').map((p) => p.trim());
      const isSip = trxn.trnType === 'SIP' || trxn.trnType === 'NSIP';

      let mandateNo = payment.mandate;
      if (!mandateNo && (isSip || payment.payMode === payModes.MANDATE)) {
        const banks = await deps.choice.paymentModeWiseBanks(account.id);
        const bank = banks.payModeList
          .flatMap((mode) => mode.bankList)
          .find((b) => b.bankCode === bankCode && b.bankAccNo === bankAccNo);
        mandateNo = bank?.mandateList[0]?.mandateNo ?? '';
      }

      let vpaSrNo = payment.VPAVerifyDtlSrNo;
      if (payment.payMode === payModes.UPI && !vpaSrNo) {
        const check = await deps.choice.validateVpa(account.id, payment.payerVirtualAddress);
        if (check.VPAVerifyStatus !== 'VE')
          return { kind: 'REFUSED', errCode: 'VPA_NOT_VERIFIED', message: check.message };
        vpaSrNo = check.VPAVerifyDtlsrNo;
      }

      const confirm: TOnConfirmRequest = {
        purchaseItemBean: [
          {
            schcode: trxn.schCode,
            trxnType: trxn.trnType,
            totalAmount: paiseToRupeeText(trxn.amount),
            folioNo: trxn.folioNo,
            riskDeclAccepted: request.riskDeclAccepted,
            // Authorising what the partner placed is the client's choice to go on as things are.
            isNomineeRedirect: 'Y',
            ...('sip' in trxn
              ? {
                  sip: {
                    freqId: trxn.sip.freqId,
                    installmentDate: trxn.sip.installmentDate,
                    totalNoOfInst: trxn.sip.totalNoOfInst,
                  },
                }
              : {}),
          },
        ],
        totalAmount: paiseToRupeeText(trxn.amount),
        payMode: payment.payMode,
        payBankCode: bankCode,
        payBankAccNo: bankAccNo,
        mandateNo,
        neftrtgsrefno: payment.neftRtgsNo,
        neftrtgsrerefno: payment.neftRtgsNo,
        payerVirtualAddress: payment.payerVirtualAddress,
        VPAVerifyDtlSrNo: vpaSrNo,
        isPIPConfirm: request.isMarsConfirm === 'Y' ? 'Y' : 'N',
        browser: request.browser,
        os: request.os,
        sessionId: input.placementKey,
        euinDeclAccepted: request.euinDeclAccepted,
        riskDeclContent: request.riskDeclContent,
        riskProfileId: request.riskProfileId,
      };
      const parsed = ZOnConfirmRequest.safeParse(confirm);
      if (!parsed.success)
        return {
          kind: 'REFUSED',
          errCode: 'PLACEMENT_INVALID',
          message: parsed.error.issues[0]?.message ?? 'The purchase could not be placed.',
        };

      let placed: TOnConfirmResponse;
      try {
        placed = await deps.orders.confirm(account, parsed.data, input.audit);
      } catch (error) {
        if (error instanceof AppError && error.techMessage === 'SUCC_WITH_MARS')
          return { kind: 'CONFIRM', code: 'SUCC_WITH_MARS', question: error.displayMessage };
        throw error;
      }
      // Pay mode 8: the collection request goes to the payer's UPI app at once; the web waits on it.
      const collect =
        placed.payMode === payModes.UPI
          ? await deps.upi.startUpiCollect(account.id, {
              trxnid: placed.trxnId,
              payerVirtualAddress: payment.payerVirtualAddress,
              VPAVerifyDtlSrNo: vpaSrNo,
            })
          : null;
      const segment = authRouteSegment('PIP');
      return {
        kind: 'PLACED',
        ackPath: `/transact/authorize/${segment}/achknowledge?tid=${encodeURIComponent(placed.trxnId)}`,
        result: {
          trxnId: placed.trxnId,
          trxnDate: placed.trxnDate,
          exCode: placed.exCode,
          payMode: placed.payMode,
          netBankingUrl: placed.netBankingUrl,
          encSIPEncodedTrxnId: placed.encSIPEncodedTrxnId,
          encEncodedNpipTrxnid: placed.encEncodedNpipTrxnid,
          ...(collect
            ? {
                collectionApiStatus: collect.collectionApiStatus,
                collectionApiStatusDes: collect.collectionApiStatusDes,
                UPIREFTRXNID: collect.UPIREFTRXNID,
                VPAVerifyDtlSrNo: vpaSrNo,
              }
            : {}),
        },
      };
    },
  };
}
