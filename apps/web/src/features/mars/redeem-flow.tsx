import {
  showDate,
  type TMarsHolding,
  type TMarsRedemptionPreview,
  type TOnConfirmMarsRedemptionResponse,
} from '@cdesk/domain';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ConfirmQuestion } from '../../ui/confirm-question';
import { TrxnOtp } from '../mutual-funds';
import { rupees } from './mars-figures';
import { RedeemShareForm } from './redeem-share-form';
import { useMarsRedeem } from './use-mars-redeem';

export { percentOf } from './redeem-share';

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
  const redeem = useMarsRedeem(holding, onDone);
  const { phase, setPhase, preview, sessionId, confirm, setWarned } = redeem;

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

  return <RedeemShareForm redeem={redeem} onCancel={onCancel} />;
}
