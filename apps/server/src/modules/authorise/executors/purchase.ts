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
import type {
  AuthExecutor,
  AuthoriseInput,
  AuthOutcome,
  AuthPurchaseData,
  PendingTrxn,
} from '../executor.js';
import type { ExecutorDeps } from './deps.js';

type PurchaseTrxn = Extract<TPlacedTrxnParsed, { trnType: 'PIP' | 'NPIP' | 'SIP' | 'NSIP' }>;

type OrderStatus = Awaited<ReturnType<ExecutorDeps['orders']['status']>>;

/** How the purchase is paid: the bank, its mandate and the verified UPI address's entry. */
interface PayingWith {
  bankCode: string;
  bankAccNo: string;
  mandateNo: string;
  vpaSrNo: string;
}

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

/** The purchase's one line, with the order it placed once authorised. */
function purchaseLine(
  trxn: PurchaseTrxn,
  schemeName: string,
  order: OrderStatus['orders'][number] | undefined,
): TAuthTrxnLine {
  return {
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
}

/** The mandate a SIP (or a mandate payment) debits: the one chosen, else the bank's first. */
async function mandateOf(
  deps: ExecutorDeps,
  accountId: number,
  trxn: PurchaseTrxn,
  payment: AuthPurchaseData,
  bank: { bankCode: string; bankAccNo: string },
): Promise<string> {
  const isSip = trxn.trnType === 'SIP' || trxn.trnType === 'NSIP';
  if (payment.mandate || !(isSip || payment.payMode === payModes.MANDATE)) return payment.mandate;
  const banks = await deps.choice.paymentModeWiseBanks(accountId);
  const found = banks.payModeList
    .flatMap((mode) => mode.bankList)
    .find((b) => b.bankCode === bank.bankCode && b.bankAccNo === bank.bankAccNo);
  return found?.mandateList[0]?.mandateNo ?? '';
}

/** How the purchase is paid, or the refusal of a UPI address that does not verify. */
async function payingWith(
  deps: ExecutorDeps,
  accountId: number,
  trxn: PurchaseTrxn,
  payment: AuthPurchaseData,
): Promise<PayingWith | Extract<AuthOutcome, { kind: 'REFUSED' }>> {
  const [bankCode = '', bankAccNo = ''] = payment.payBank.split('~').map((p) => p.trim());
  const mandateNo = await mandateOf(deps, accountId, trxn, payment, { bankCode, bankAccNo });
  let vpaSrNo = payment.VPAVerifyDtlSrNo;
  if (payment.payMode === payModes.UPI && !vpaSrNo) {
    const check = await deps.choice.validateVpa(accountId, payment.payerVirtualAddress);
    if (check.VPAVerifyStatus !== 'VE')
      return { kind: 'REFUSED', errCode: 'VPA_NOT_VERIFIED', message: check.message };
    vpaSrNo = check.VPAVerifyDtlsrNo;
  }
  return { bankCode, bankAccNo, mandateNo, vpaSrNo };
}

/** The cart confirm the authorised purchase is placed as, under the authorisation's key. */
function confirmRequest(
  input: AuthoriseInput,
  trxn: PurchaseTrxn,
  payment: AuthPurchaseData,
  paying: PayingWith,
): TOnConfirmRequest {
  const { request } = input;
  return {
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
    payBankCode: paying.bankCode,
    payBankAccNo: paying.bankAccNo,
    mandateNo: paying.mandateNo,
    neftrtgsrefno: payment.neftRtgsNo,
    neftrtgsrerefno: payment.neftRtgsNo,
    payerVirtualAddress: payment.payerVirtualAddress,
    VPAVerifyDtlSrNo: paying.vpaSrNo,
    isPIPConfirm: request.isMarsConfirm === 'Y' ? 'Y' : 'N',
    browser: request.browser,
    os: request.os,
    sessionId: input.placementKey,
    euinDeclAccepted: request.euinDeclAccepted,
    riskDeclContent: request.riskDeclContent,
    riskProfileId: request.riskProfileId,
  };
}

/** What was placed, with the UPI collection started for it (pay mode 8). */
async function placedOutcome(
  deps: ExecutorDeps,
  accountId: number,
  placed: TOnConfirmResponse,
  payment: AuthPurchaseData,
  vpaSrNo: string,
): Promise<AuthOutcome> {
  // Pay mode 8: the collection request goes to the payer's UPI app at once; the web waits on it.
  const collect =
    placed.payMode === payModes.UPI
      ? await deps.upi.startUpiCollect(accountId, {
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
}

/** Authorises a purchase: its payment, the cart confirm under the key, and the placed outcome. */
async function authorisePurchase(deps: ExecutorDeps, input: AuthoriseInput): Promise<AuthOutcome> {
  const { account, pending, request, payment } = input;
  const trxn = asPurchase(pending);
  if (!payment) throw new AppError(400, 'ENTER_PAYMENT', 'Please enter the payment details.');
  if (request.isMarsConfirm === 'N') return { kind: 'DECLINED' };
  const paying = await payingWith(deps, account.id, trxn, payment);
  if ('kind' in paying) return paying;
  const parsed = ZOnConfirmRequest.safeParse(confirmRequest(input, trxn, payment, paying));
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
  return placedOutcome(deps, account.id, placed, payment, paying.vpaSrNo);
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
      const line = purchaseLine(trxn, schemeName, status?.orders[0]);
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

    authorise: (input: AuthoriseInput) => authorisePurchase(deps, input),
  };
}
