import {
  formatAmount,
  formatFigure,
  instaCashRefusal,
  orderMessages,
  rupeesToPaise,
  sellMessages,
  showDate,
  type TInstaCashScheme,
  type TSellConfirmResponse,
} from '@cdesk/domain';
import { CircleCheck } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { clientInfo } from '../../../lib/client-info';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { LoadError } from '../../../ui/load-error';
import { useCountdown } from '../../../ui/use-countdown';
import { CopyValue } from '../../checkout';
import { AmountField } from '../purchase/amount-field';
import { NoHoldings } from './no-holdings';
import { FormSkeleton } from './redeem-page';
import { sellCalls } from './sell-calls';
import { instaCashPath } from './sell-paths';
import { TrxnOtp } from './trxn-otp';

/** Spec 3 section 9: the success screen returns to /transact/insta-cash after this long. */
export const instaCashReturnSeconds = 10;

const schemeKey = (s: TInstaCashScheme) => `${s.folioNo}|${s.schcode}`;
const money = (rupees: string) => formatAmount(rupees || '0', { symbol: true });

/** Why an amount cannot be asked of a scheme today, in the gateway's words; null when it can. */
export function instaCashProblem(amount: string, scheme: TInstaCashScheme): string | null {
  if (!amount.trim()) return sellMessages.amountRequired;
  const paise = rupeesToPaise(amount);
  if (paise === null) return orderMessages.amountInvalid;
  const available = rupeesToPaise(scheme.available) ?? 0n;
  const refusal = instaCashRefusal(paise, {
    eligible: true,
    capPaise: rupeesToPaise(scheme.cap) ?? 0n,
    availablePaise: available,
  });
  if (refusal === 'NOT_POSITIVE') return sellMessages.notPositive;
  if (refusal === 'ABOVE_AVAILABLE')
    return available > 0n
      ? sellMessages.instaCashAboveLimit(available)
      : sellMessages.instaCashNoneLeft;
  return null;
}

/**
 * Insta Cash (/transact/insta-cash and /transact/mutual-funds/insta-cash): an instant redemption
 * from a liquid or overnight fund, up to the lower of ₹50,000 and 90 % of the folio's value per
 * scheme per day, confirmed by OTP; success returns here after ten seconds.
 */
export function InstaCashPage() {
  const navigate = useNavigate();
  const detail = useGatewayLoad('insta-cash', (signal) => sellCalls.instaCashDetail(signal));
  const [picked, setPicked] = useState('');
  const [amount, setAmount] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [done, setDone] = useState<TSellConfirmResponse | null>(null);
  const left = useCountdown(done ? instaCashReturnSeconds : 0, done?.trxnId ?? null);

  useEffect(() => {
    if (!done || left > 0) return;
    setDone(null);
    setAmount('');
    setSubmitted(false);
    setSessionId(null);
    detail.retry();
    void navigate(instaCashPath, { replace: true });
  }, [done, left, detail, navigate]);

  const schemes = detail.data?.schemes ?? [];
  const scheme = schemes.find((s) => schemeKey(s) === picked) ?? schemes[0] ?? null;
  const problem = scheme ? instaCashProblem(amount, scheme) : null;

  function next(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!problem && scheme) setSessionId(crypto.randomUUID());
  }

  async function confirm(otpGenRefId: string, otp: string) {
    if (!scheme || !sessionId) return;
    const { browser, os } = clientInfo();
    const reply = await sellCalls.confirmInstaCash({
      folioNo: scheme.folioNo,
      schCode: scheme.schcode,
      amount: amount.trim().replace(/,/g, ''),
      otpGenRefId,
      otp,
      sessionId,
      isRedConfirm: 'N',
      browser,
      os,
    });
    setDone(reply);
  }

  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-6 tablet:px-6 tablet:py-10">
      <h1 className="text-2xl font-semibold tracking-tight tablet:text-3xl">Insta Cash</h1>
      <p className="mt-1.5 text-muted">
        Redeem from a liquid or overnight fund and receive the money in your bank account within
        minutes, any time of the day.
      </p>
      <Card className="mt-6 max-w-3xl p-5 tablet:p-8">
        {done ? (
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
        ) : detail.state.status === 'loading' ? (
          <FormSkeleton />
        ) : detail.state.status === 'error' ? (
          <LoadError message={detail.state.message} onRetry={detail.retry} />
        ) : schemes.length === 0 || !scheme ? (
          <NoHoldings text={sellMessages.instaCashNotEligible} />
        ) : sessionId ? (
          <div className="flex flex-col gap-5">
            <p className="text-[15px]">
              Insta cash of{' '}
              <span className="figures font-semibold">{money(amount.replace(/,/g, ''))}</span> from{' '}
              {scheme.schemeName} (Folio {scheme.folioNo})
            </p>
            <TrxnOtp
              trxnType="INSTA"
              sessionId={sessionId}
              onConfirm={confirm}
              onBack={() => setSessionId(null)}
              confirmLabel="Confirm insta cash"
            />
          </div>
        ) : (
          <form noValidate onSubmit={next} className="flex flex-col gap-5">
            <fieldset className="flex flex-col gap-3">
              <legend className="mb-2 text-sm font-medium text-muted">Folio and scheme</legend>
              {schemes.map((s) => (
                <label
                  key={schemeKey(s)}
                  className="flex cursor-pointer gap-3 rounded-card border border-border p-4 has-checked:border-brand has-checked:bg-brand-soft has-focus-visible:outline-2 has-focus-visible:outline-brand"
                >
                  <input
                    type="radio"
                    name="insta-scheme"
                    checked={schemeKey(s) === schemeKey(scheme)}
                    onChange={() => setPicked(schemeKey(s))}
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
                      <span>
                        <span className="block text-xs text-muted">Folio value</span>
                        {money(s.folioValue)}
                      </span>
                      <span>
                        <span className="block text-xs text-muted">Today&apos;s limit</span>
                        {money(s.cap)}
                      </span>
                      <span>
                        <span className="block text-xs text-muted">Taken today</span>
                        {money(s.takenToday)}
                      </span>
                      <span>
                        <span className="block text-xs text-muted">Available now</span>
                        <span className="font-semibold">{money(s.available)}</span>
                      </span>
                    </span>
                  </span>
                </label>
              ))}
            </fieldset>
            <p className="text-sm text-muted">
              The limit is the lower of {money(detail.state.data.dailyLimit)} and{' '}
              {detail.state.data.valuePercent}% of the folio value, per scheme per day.
            </p>
            <AmountField
              label="Insta cash amount"
              value={amount}
              onChange={setAmount}
              hint={`Up to ${money(scheme.available)} today`}
              error={submitted && problem ? problem : undefined}
            />
            {detail.state.data.bank && (
              <p className="text-sm text-muted">
                Paid to {detail.state.data.bank.bankName} {detail.state.data.bank.accountNo}
              </p>
            )}
            <div className="sticky bottom-0 -mx-5 flex flex-col gap-3 border-t border-border bg-surface px-5 py-4 tablet:static tablet:mx-0 tablet:flex-row tablet:border-0 tablet:p-0">
              <Button type="submit" className="tablet:min-w-44">
                Continue
              </Button>
            </div>
          </form>
        )}
      </Card>
    </main>
  );
}
