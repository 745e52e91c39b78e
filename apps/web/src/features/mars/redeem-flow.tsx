import {
  marsMessages,
  showDate,
  type TMarsHolding,
  type TMarsRedemptionPreview,
  type TOnConfirmMarsRedemptionResponse,
} from '@cdesk/domain';
import { useState, type FormEvent } from 'react';
import { clientInfo } from '../../lib/client-info';
import { errorMessage } from '../../lib/error-message';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ConfirmQuestion } from '../../ui/confirm-question';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { SegmentedChoice } from '../../ui/segmented-choice';
import { TrxnOtp } from '../mutual-funds';
import { rupees } from './mars-figures';
import { marsCalls } from './mars-calls';

const shares = [
  { value: '25', label: '25%' },
  { value: '50', label: '50%' },
  { value: '100', label: 'All' },
  { value: 'other', label: 'Other' },
] as const;
type Share = (typeof shares)[number]['value'];

type Phase = 'choose' | 'preview' | 'warning' | 'otp';

/** The percentage asked, or null when it is not a whole number from 1 to 100. */
export function percentOf(share: Share, other: string): number | null {
  const text = share === 'other' ? other.trim() : share;
  if (!/^\d{1,3}$/.test(text)) return null;
  const percent = Number(text);
  return percent >= 1 && percent <= 100 ? percent : null;
}

function Preview({ preview }: { preview: TMarsRedemptionPreview }) {
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-base font-semibold">
        {preview.percent === 100
          ? 'Redeem every free unit'
          : `Redeem ${preview.percent}% of the free units`}
      </h3>
      <ul className="flex flex-col divide-y divide-border rounded-card border border-border">
        {preview.legs.map((leg) => (
          <li key={leg.schcode} className="flex flex-col gap-0.5 px-3 py-2.5 text-sm">
            <div className="flex items-start justify-between gap-3">
              <span className="min-w-0 font-medium text-text">{leg.schemeName}</span>
              <span className="figures shrink-0 font-semibold text-text">
                {rupees(leg.approxValue)}
              </span>
            </div>
            <span className="figures text-xs text-muted">
              {leg.units} units of {leg.freeUnits} free · Folio {leg.folioNo} · priced at the NAV of{' '}
              {showDate(leg.applicableNavDate)}
            </span>
          </li>
        ))}
      </ul>
      {preview.skipped.map((s) => (
        <Alert key={s.schcode} tone="info">
          {s.schemeName}: {s.reason}
        </Alert>
      ))}
      <dl className="flex flex-col gap-1 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-muted">About, after exit load</dt>
          <dd className="figures text-lg font-semibold text-text">{rupees(preview.approxValue)}</dd>
        </div>
        {preview.bank && (
          <div className="flex justify-between gap-3">
            <dt className="text-muted">Paid to</dt>
            <dd className="text-right text-text">
              {preview.bank.bankName}, {preview.bank.accountNo}
            </dd>
          </div>
        )}
      </dl>
      <p className="text-sm text-muted">
        Figures at the latest NAV; each order is priced at the NAV of its date and may come to a
        little more or less.
      </p>
    </div>
  );
}

/**
 * Redeeming a MARS holding, whole or a percentage: the share, what it comes to scheme by scheme,
 * the redemption warning where it applies, then one OTP for every order.
 */
export function RedeemFlow({
  holding,
  onDone,
  onCancel,
}: {
  holding: TMarsHolding;
  onDone: (reply: TOnConfirmMarsRedemptionResponse) => void;
  onCancel: () => void;
}) {
  const [share, setShare] = useState<Share>('100');
  const [other, setOther] = useState('');
  const [phase, setPhase] = useState<Phase>('choose');
  const [preview, setPreview] = useState<TMarsRedemptionPreview | null>(null);
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [sessionId, setSessionId] = useState(() => crypto.randomUUID());
  const [warned, setWarned] = useState(false);
  const percent = percentOf(share, other);

  async function review(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setError('');
    if (percent === null) return;
    setLoading(true);
    try {
      setPreview(await marsCalls.redemptionPreview({ marsTarNo: holding.marsTarNo, percent }));
      setSessionId(crypto.randomUUID());
      setWarned(false);
      setPhase('preview');
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setLoading(false);
    }
  }

  async function confirm(otpGenRefId: string, otp: string) {
    if (!preview) return;
    const { browser, os } = clientInfo();
    onDone(
      await marsCalls.confirmRedemption({
        marsTarNo: holding.marsTarNo,
        percent: preview.percent,
        otpGenRefId,
        otp,
        sessionId,
        isRedConfirm: warned ? 'Y' : 'N',
        browser,
        os,
      }),
    );
  }

  if (phase === 'otp' && preview)
    return (
      <div className="flex flex-col gap-6 border-t border-border pt-5">
        <Preview preview={preview} />
        <TrxnOtp
          trxnType="RED"
          sessionId={sessionId}
          onConfirm={confirm}
          onBack={() => setPhase('preview')}
          confirmLabel="Confirm redeem"
        />
      </div>
    );

  if ((phase === 'preview' || phase === 'warning') && preview)
    return (
      <div className="flex flex-col gap-5 border-t border-border pt-5">
        <Preview preview={preview} />
        <div className="flex flex-col gap-3 tablet:flex-row">
          <Button
            className="tablet:min-w-44"
            onClick={() => setPhase(preview.warningMessage ? 'warning' : 'otp')}
          >
            Continue
          </Button>
          <Button variant="secondary" onClick={() => setPhase('choose')}>
            Change
          </Button>
        </div>
        {phase === 'warning' && (
          <ConfirmQuestion
            onYes={() => {
              setWarned(true);
              setPhase('otp');
            }}
            onNo={() => setPhase('preview')}
          >
            {preview.warningMessage}
          </ConfirmQuestion>
        )}
      </div>
    );

  return (
    <form
      noValidate
      onSubmit={(event) => void review(event)}
      className="flex flex-col gap-4 border-t border-border pt-5"
    >
      <h3 className="text-base font-semibold">How much to redeem</h3>
      <SegmentedChoice
        label="Share of the portfolio to redeem"
        value={share}
        choices={shares}
        onChange={setShare}
        phoneColumns={2}
      />
      {share === 'other' && (
        <Field
          label="Percentage of the portfolio"
          hint="A whole number from 1 to 100"
          error={submitted && percent === null ? marsMessages.percentInvalid : undefined}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              value={other}
              onChange={(event) => setOther(event.target.value.replace(/\D/g, '').slice(0, 3))}
            />
          )}
        </Field>
      )}
      <p className="text-sm text-muted">
        Each scheme is redeemed by the same share of its units free to redeem, so the portfolio
        keeps its weights.
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-col gap-3 tablet:flex-row">
        <Button type="submit" loading={loading} className="tablet:min-w-44">
          Review redeem
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
