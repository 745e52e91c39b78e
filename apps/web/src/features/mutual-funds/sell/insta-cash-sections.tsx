import {
  formatAmount,
  formatFigure,
  showDate,
  type TInstaCashScheme,
  type TSellConfirmResponse,
} from '@cdesk/domain';
import { CircleCheck } from 'lucide-react';
import { Button } from '../../../ui/button';
import { CopyValue } from '../../checkout';
import { AmountField } from '../purchase/amount-field';
import { TrxnOtp } from './trxn-otp';
import { schemeKey, type InstaCash } from './use-insta-cash';

export const money = (rupees: string) => formatAmount(rupees || '0', { symbol: true });

/** The success screen, counting down to the return to Insta Cash. */
export function InstaCashDone({ done, left }: { done: TSellConfirmResponse; left: number }) {
  return (
    <div role="status" className="flex flex-col gap-5">
      <div className="flex items-start gap-3">
        <CircleCheck aria-hidden className="size-7 shrink-0 text-gain" />
        <div>
          <p className="text-lg font-semibold">Success</p>
          <p className="text-[15px] leading-relaxed text-muted">{done.message}</p>
        </div>
      </div>
      <p className="figures text-2xl font-semibold">
        {money(done.order.netAmount || done.order.requestedAmount)}
      </p>
      <p className="text-sm text-muted">
        {done.order.schemeName} · Folio {done.order.folioNo}
        {done.order.bank
          ? ` · Paid to ${done.order.bank.bankName} ${done.order.bank.accountNo}`
          : ''}
        {done.order.paidOn ? ` on ${showDate(done.order.paidOn)}` : ''}
      </p>
      <div>
        <CopyValue label="Transaction ID" value={done.trxnId} />
        <CopyValue label="Order reference" value={done.order.orderRef} />
      </div>
      <p className="text-sm text-muted" aria-live="polite">
        Returning to Insta Cash in {left} s.
      </p>
    </div>
  );
}

/** The OTP step for the amount asked of the chosen scheme. */
export function InstaCashOtp({ insta, scheme }: { insta: InstaCash; scheme: TInstaCashScheme }) {
  return (
    <div className="flex flex-col gap-5">
      <p className="text-[15px]">
        Insta cash of{' '}
        <span className="figures font-semibold">{money(insta.amount.replace(/,/g, ''))}</span> from{' '}
        {scheme.schemeName} (Folio {scheme.folioNo})
      </p>
      <TrxnOtp
        trxnType="INSTA"
        sessionId={insta.sessionId ?? ''}
        onConfirm={insta.confirm}
        onBack={() => insta.setSessionId(null)}
        confirmLabel="Confirm insta cash"
      />
    </div>
  );
}

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <span>
      <span className="block text-xs text-muted">{label}</span>
      {children}
    </span>
  );
}

interface SchemeOptionProps {
  option: TInstaCashScheme;
  checked: boolean;
  onPick: () => void;
}

/** One folio and scheme to redeem from, with its limit for today. */
function InstaCashSchemeOption({ option: s, checked, onPick }: SchemeOptionProps) {
  return (
    <label className="flex cursor-pointer gap-3 rounded-card border border-border p-4 has-checked:border-brand has-checked:bg-brand-soft has-focus-visible:outline-2 has-focus-visible:outline-brand">
      <input
        type="radio"
        name="insta-scheme"
        checked={checked}
        onChange={onPick}
        className="mt-1 size-4 accent-brand"
      />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="font-medium">{s.schemeName}</span>
        <span className="text-xs text-muted">
          Folio {s.folioNo} · {formatFigure(s.freeUnits || '0', 'units')} units · NAV ₹
          {formatFigure(s.nav || '0', 'nav')}
          {s.navDate ? ` as on ${showDate(s.navDate)}` : ''}
        </span>
        <span className="figures mt-1 grid grid-cols-2 gap-x-4 text-sm tablet:grid-cols-4">
          <Figure label="Folio value">{money(s.folioValue)}</Figure>
          <Figure label="Today's limit">{money(s.cap)}</Figure>
          <Figure label="Taken today">{money(s.takenToday)}</Figure>
          <Figure label="Available now">
            <span className="font-semibold">{money(s.available)}</span>
          </Figure>
        </span>
      </span>
    </label>
  );
}

/** The scheme and amount to redeem, before the OTP. */
export function InstaCashForm({ insta, scheme }: { insta: InstaCash; scheme: TInstaCashScheme }) {
  const data = insta.detail.data;
  return (
    <form noValidate onSubmit={insta.next} className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium text-muted">Folio and scheme</legend>
        {insta.schemes.map((s) => (
          <InstaCashSchemeOption
            key={schemeKey(s)}
            option={s}
            checked={schemeKey(s) === schemeKey(scheme)}
            onPick={() => insta.setPicked(schemeKey(s))}
          />
        ))}
      </fieldset>
      <p className="text-sm text-muted">
        The limit is the lower of {money(data?.dailyLimit ?? '')} and {data?.valuePercent}% of the
        folio value, per scheme per day.
      </p>
      <AmountField
        label="Insta cash amount"
        value={insta.amount}
        onChange={insta.setAmount}
        hint={`Up to ${money(scheme.available)} today`}
        error={insta.submitted && insta.problem ? insta.problem : undefined}
      />
      {data?.bank && (
        <p className="text-sm text-muted">
          Paid to {data.bank.bankName} {data.bank.accountNo}
        </p>
      )}
      <div className="sticky bottom-0 -mx-5 flex flex-col gap-3 border-t border-border bg-surface px-5 py-4 tablet:static tablet:mx-0 tablet:flex-row tablet:border-0 tablet:p-0">
        <Button type="submit" className="tablet:min-w-44">
          Continue
        </Button>
      </div>
    </form>
  );
}
