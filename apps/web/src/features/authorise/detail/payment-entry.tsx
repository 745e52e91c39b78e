import {
  formatAmount,
  messages,
  paymentChoiceIssue,
  payModes,
  purchasePayModes,
  rupeesToPaise,
  type AuthTransactionType,
  type PayMode,
  type TAuthPayment,
  type TAuthPurchaseData,
  type TRegisteredBank,
} from '@cdesk/domain';
import { Suspense, useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { LoadError } from '../../../ui/load-error';
import { SegmentedChoice } from '../../../ui/segmented-choice';
import { Select } from '../../../ui/select';
import { Skeleton } from '../../../ui/skeleton';
import { NeftReferenceFields, UpiAddressField } from '../../checkout';
import { authCalls } from '../auth-calls';

export interface PaymentEntryValue {
  /** What onAuthorize sends as purchaseData; null while something is missing. */
  purchaseData: TAuthPurchaseData | null;
  /** What is missing or wrong, '' when the payment can go. */
  problem: string;
}

interface PaymentEntryProps {
  d: string;
  trnType: AuthTransactionType;
  /** The transaction's total in rupees. */
  totalAmount: string;
  njAcNo: string;
  /** What the partner filled in, used as the starting point. */
  placed: TAuthPayment | null;
  onChange: (value: PaymentEntryValue) => void;
}

const sipTypes: readonly string[] = ['SIP', 'NSIP'];
const payBankOf = (bank: TRegisteredBank) =>
  `${bank.bankCode}~${bank.bankAccNo}~${bank.bankIfscCode}`;

function isPlacedBank(bank: TRegisteredBank, placed: TAuthPayment | null): boolean {
  if (!placed?.bankCode || bank.bankCode !== placed.bankCode) return false;
  return [bank.bankAccNo, bank.bankAccMak].includes(placed.bankAcno);
}

function purchaseDataOf(
  payMode: PayMode,
  bank: TRegisteredBank,
  mandateNo: string,
  neft: { refNo: string },
  vpa: { address: string; serial: string },
): TAuthPurchaseData {
  return {
    payMode,
    payBank: payBankOf(bank),
    mandate: mandateNo,
    neftRtgsNo: payMode === payModes.NEFT_RTGS ? neft.refNo : '',
    payerVirtualAddress: payMode === payModes.UPI ? vpa.address : '',
    VPAVerifyDtlSrNo: payMode === payModes.UPI ? vpa.serial : '',
  };
}

/** The pay modes offered, and the mode and bank chosen. */
function usePayChoice(placed: TAuthPayment | null) {
  const modes = useGatewayLoad('pay-modes', (signal) => authCalls.payModes(signal));
  const placedMode = purchasePayModes.find((mode) => mode === placed?.payModeId) ?? '';
  const [payMode, setPayMode] = useState<PayMode | ''>(placedMode);
  const [bank, setBank] = useState<TRegisteredBank | null>(null);
  const [bankError, setBankError] = useState('');
  return { modes, payMode, setPayMode, bank, setBank, bankError, setBankError };
}

/** The UPI address, the NEFT/RTGS reference and the mandate. */
function useModeDetails(placed: TAuthPayment | null) {
  const [vpa, setVpa] = useState({ address: '', serial: '' });
  const [neft, setNeft] = useState({ refNo: placed?.neftRtgsNo ?? '', reRefNo: '', problem: '' });
  const [mandateNo, setMandateNo] = useState(placed?.mandateNo ?? '');
  return { vpa, setVpa, neft, setNeft, mandateNo, setMandateNo };
}

/** The payment's entries, what keeps it from going, and telling the gateway of the bank. */
function usePaymentEntry({ d, trnType, totalAmount, placed, onChange }: PaymentEntryProps) {
  const { modes, payMode, setPayMode, bank, setBank, bankError, setBankError } =
    usePayChoice(placed);
  const { vpa, setVpa, neft, setNeft, mandateNo, setMandateNo } = useModeDetails(placed);
  const hasSip = sipTypes.includes(trnType);
  const offered = (modes.data?.payModeList ?? []).filter((m) =>
    (purchasePayModes as readonly string[]).includes(m.payModeId),
  );
  const mode = offered.find((m) => m.payModeId === payMode);

  // The bank the partner placed, once the client's banks are known.
  useEffect(() => {
    if (bank || !mode) return;
    const found = mode.bankList.find((b) => isPlacedBank(b, placed));
    if (found) setBank(found);
  }, [mode, bank, placed, setBank]);

  const problem =
    bankError ||
    (payMode === payModes.NEFT_RTGS ? neft.problem : '') ||
    (paymentChoiceIssue({
      payMode,
      totalPaise: rupeesToPaise(totalAmount) ?? 0n,
      bankCode: bank?.bankCode ?? '',
      neftRefNo: neft.refNo,
      neftReRefNo: neft.reRefNo,
      neftAmountPaise: null,
      vpa: vpa.address,
      vpaVerified: vpa.serial !== '',
      mandateNo,
      hasSip,
    }) ??
      '');

  useEffect(() => {
    const purchaseData =
      problem || !bank || !payMode ? null : purchaseDataOf(payMode, bank, mandateNo, neft, vpa);
    onChange({ purchaseData, problem });
    // onChange is the parent's setter; the payment itself decides when to tell it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [problem, bank, payMode, mandateNo, neft.refNo, vpa.address, vpa.serial]);

  function choosePayMode(next: PayMode | '') {
    setPayMode(next);
    setBank(null);
    setBankError('');
  }

  async function chooseBank(next: TRegisteredBank | undefined) {
    setBank(next ?? null);
    setBankError('');
    setMandateNo(next?.mandateList[0]?.mandateNo ?? '');
    if (!next) return;
    try {
      await authCalls.changeBank({ encryptedData: d, payBank: payBankOf(next) });
    } catch (caught) {
      setBankError(errorMessage(caught, messages.common));
    }
  }

  return {
    modes,
    offered,
    mode,
    payMode,
    choosePayMode,
    bank,
    bankError,
    chooseBank,
    vpa,
    setVpa,
    neft,
    setNeft,
    mandateNo,
    setMandateNo,
    hasSip,
  };
}

/**
 * The payment of a purchase placed without a usable one (spec 3 section 4): pay mode (Net
 * Banking, UPI, NEFT/RTGS, mandate), the bank from the client's registered banks (the gateway
 * is told of each change with onchangeBankAccount), and the mode's own details.
 */
export function PaymentEntry(props: PaymentEntryProps) {
  const { njAcNo, placed } = props;
  const entry = usePaymentEntry(props);
  const { modes, offered, mode, payMode, bank, bankError, mandateNo, hasSip } = entry;
  if (modes.state.status === 'loading')
    return (
      <div className="flex flex-col gap-4" aria-busy>
        <span className="sr-only">Loading payment options</span>
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  if (modes.state.status === 'error')
    return <LoadError message={modes.state.message} onRetry={modes.retry} />;

  return (
    <div className="flex flex-col gap-5">
      <SegmentedChoice<PayMode | ''>
        label="Pay by"
        phoneColumns={2}
        value={payMode}
        choices={offered.map((m) => ({ value: m.payModeId, label: m.payModeName }))}
        onChange={entry.choosePayMode}
      />
      {mode && (
        <Select
          label="Pay from bank account"
          value={bank?.bankAccNo ?? ''}
          placeholder="Choose a bank account"
          options={mode.bankList.map((b) => ({
            value: b.bankAccNo,
            label: `${b.bankName} ${b.bankAccMak}`,
          }))}
          onValueChange={(accNo) =>
            void entry.chooseBank(mode.bankList.find((b) => b.bankAccNo === accNo))
          }
          error={bankError || undefined}
        />
      )}
      <Suspense fallback={<Skeleton className="h-20" />}>
        {payMode === payModes.UPI && (
          <UpiAddressField
            njAcNo={njAcNo}
            vpa={placed?.payerVpa ?? ''}
            verified={entry.vpa.serial !== ''}
            onVerified={(v) =>
              entry.setVpa({ address: v.payerVirtualAddress, serial: v.VPAVerifyDtlSrNo })
            }
            onChanged={() => entry.setVpa({ address: '', serial: '' })}
          />
        )}
        {payMode === payModes.NEFT_RTGS && (
          <NeftReferenceFields
            account={modes.data?.collectionAccount}
            refNo={entry.neft.refNo}
            reRefNo={entry.neft.reRefNo}
            onRefNo={(refNo) => entry.setNeft((n) => ({ ...n, refNo }))}
            onReRefNo={(reRefNo) => entry.setNeft((n) => ({ ...n, reRefNo }))}
            onProblem={(utrProblem) => entry.setNeft((n) => ({ ...n, problem: utrProblem }))}
          />
        )}
      </Suspense>
      {bank && (payMode === payModes.MANDATE || hasSip) && (
        <Select
          label={hasSip ? 'Mandate for SIP installments' : 'Mandate'}
          value={mandateNo}
          placeholder={bank.mandateList.length ? 'Choose a mandate' : 'No mandate on this account'}
          options={bank.mandateList.map((m) => ({
            value: m.mandateNo,
            label: `${m.mandateNo} · up to ${formatAmount(m.maxAmount, { symbol: true })}`,
          }))}
          onValueChange={entry.setMandateNo}
        />
      )}
    </div>
  );
}
