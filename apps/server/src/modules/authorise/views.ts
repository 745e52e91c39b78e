import {
  hasUsablePaymentDetail,
  isPaidAuthType,
  paiseToRupeeText,
  parseRupeesToPaise,
  payModeLabels,
  type PayMode,
  type TAuthPayment,
  type TAuthTrxnLine,
  type TPlacedPayment,
  type TRegisteredBank,
} from '@cdesk/domain';

/** A placed payment as stored: every field present, '' where the partner left it out. */
export type StoredPayment = Required<{ [K in keyof TPlacedPayment]: string }>;

export const emptyPayment: StoredPayment = {
  payMode: '',
  bankCode: '',
  bankAccNo: '',
  bankIfsc: '',
  neftRtgsNo: '',
  mandateNo: '',
  payerVpa: '',
};

export function storedPayment(value: Record<string, string> | null | undefined): StoredPayment {
  const out = { ...emptyPayment };
  if (!value) return out;
  for (const key of Object.keys(emptyPayment) as (keyof StoredPayment)[])
    out[key] = typeof value[key] === 'string' ? value[key] : '';
  return out;
}

const bankKey = (bankCode: string, bankAccNo: string) => `${bankCode}~${bankAccNo}`;

/** The client's registered banks by code and account number, with the pay modes each allows. */
export type BankBook = Map<string, { bank: TRegisteredBank; payModes: PayMode[] }>;

export function bankBook(
  payModeList: { payModeId: PayMode; bankList: TRegisteredBank[] }[],
): BankBook {
  const book: BankBook = new Map();
  for (const mode of payModeList)
    for (const bank of mode.bankList) {
      const key = bankKey(bank.bankCode, bank.bankAccNo);
      const entry = book.get(key) ?? { bank, payModes: [] };
      entry.payModes.push(mode.payModeId);
      book.set(key, entry);
    }
  return book;
}

export function findBank(book: BankBook, bankCode: string, bankAccNo: string) {
  if (bankAccNo) return book.get(bankKey(bankCode, bankAccNo));
  return [...book.values()].find((entry) => entry.bank.bankCode === bankCode);
}

/** The payment of a purchase type as the list and the detail show it; null for other types. */
export function paymentView(
  trnType: string,
  payment: StoredPayment,
  book: BankBook,
): TAuthPayment | null {
  if (!isPaidAuthType(trnType)) return null;
  const bank = payment.bankCode ? findBank(book, payment.bankCode, payment.bankAccNo) : undefined;
  const payModeId = payment.payMode as PayMode | '';
  return {
    payModeId,
    payModeLabel: payModeId ? payModeLabels[payModeId] : '',
    bankCode: payment.bankCode,
    bankAcno: payment.bankAccNo,
    bankName: bank?.bank.bankName ?? '',
    bankIfsc: payment.bankIfsc || bank?.bank.bankIfscCode || '',
    neftRtgsNo: payment.neftRtgsNo,
    mandateNo: payment.mandateNo,
    payerVpa: payment.payerVpa,
    isUsable: hasUsablePaymentDetail({
      payMode: payment.payMode,
      bankCode: payment.bankCode,
      neftRtgsNo: payment.neftRtgsNo,
    })
      ? 'Y'
      : 'N',
  };
}

/** The sum of the lines' amounts as rupee text, or '' when no line carries an amount. */
export function totalOf(lines: readonly TAuthTrxnLine[]): string {
  const amounts = lines.flatMap((line) => {
    const paise = line.amount ? parseRupeesToPaise(line.amount) : null;
    return paise === null ? [] : [paise];
  });
  return amounts.length === 0 ? '' : paiseToRupeeText(amounts.reduce((a, b) => a + b, 0n));
}

/** A parsed placement back in the form it was entered in: amounts as rupee text. */
export function asEntered(value: unknown): unknown {
  if (typeof value === 'bigint') return paiseToRupeeText(value);
  if (Array.isArray(value)) return value.map(asEntered);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).flatMap(([key, inner]) =>
        inner === undefined ? [] : [[key, asEntered(inner)]],
      ),
    );
  return value;
}
