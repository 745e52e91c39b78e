import { formatAmount, formatNav, showDate, type TAuthTrxnLine } from '@cdesk/domain';

const timeFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** A date as DD-MM-YYYY, with its India time when the value is an instant ("29-11-2026, 13:17"). */
export function dateTimeText(value: string): string {
  if (!value) return '–';
  const date = showDate(value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value.trim())) return date;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? date : `${date}, ${timeFormat.format(instant)}`;
}

/** A bank account as a screen shows it: its last four digits ('••7812'); masked ones as they came. */
export function accountText(accountNo: string): string {
  const plain = accountNo.trim();
  return /^\d{5,}$/.test(plain) ? `••${plain.slice(-4)}` : plain;
}

/** An amount in rupees as the wire carries it ('5000.00'), with the ₹ sign; '' when none. */
export function rupees(text: string): string {
  if (!text) return '';
  try {
    return formatAmount(text, { symbol: true });
  } catch {
    return text;
  }
}

/** What a line moves: an amount, units, or all units. */
export function lineQuantity(line: Pick<TAuthTrxnLine, 'amount' | 'units' | 'allUnits'>): string {
  if (line.allUnits === 'Y') return 'All units';
  if (line.amount) return rupees(line.amount);
  if (line.units) {
    try {
      return `${formatNav(line.units)} units`;
    } catch {
      return `${line.units} units`;
    }
  }
  return '';
}
