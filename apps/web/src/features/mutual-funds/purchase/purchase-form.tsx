import {
  formatPaise,
  parseRupeesToPaise,
  purchaseAmountProblem,
  purchaseMessages,
} from '@cdesk/domain';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../../app/store';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { SegmentedChoice } from '../../../ui/segmented-choice';
import { addMoreToggled, itemAdded, lastItemEdited } from '../cart/cart-slice';
import { useTransactionCart } from '../cart/cart-store';
import { AmountField } from './amount-field';
import { BrokerageLine, useBrokerage } from './brokerage-line';
import { buildCartItem, minimumPaise, type OrderKind } from './build-item';
import type { SchemeDetail } from './purchase-calls';
import { SipFields, sipDates, sipInstallmentsProblem, type SipChoice } from './sip-fields';
import { emptySwp, SwpFields, type SwpChoice } from './swp-fields';
import type { PurchaseTarget } from './use-purchase-gate';

interface PurchaseFormProps {
  detail: SchemeDetail;
  target: PurchaseTarget;
  ccode: string;
  nfo: boolean;
  initialKind: OrderKind;
  /** Editing the cart's last line rather than adding one. */
  editing: boolean;
}

const kinds = [
  { value: 'LUMPSUM', label: 'Lumpsum' },
  { value: 'SIP', label: 'SIP' },
] as const;

export function PurchaseForm({
  detail,
  target,
  ccode,
  nfo,
  initialKind,
  editing,
}: PurchaseFormProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { cart, nfoCart } = useTransactionCart();
  const [kind, setKind] = useState<OrderKind>(initialKind);
  const [amount, setAmount] = useState('');
  const [sip, setSip] = useState<SipChoice>({ freqId: 'M', installmentDate: '', noOfInst: '12' });
  const [swpOn, setSwpOn] = useState(false);
  const [swp, setSwp] = useState<SwpChoice>(emptySwp);
  const [swpDates, setSwpDates] = useState<{ startDate: string; endDate: string } | null>(null);
  const [submitted, setSubmitted] = useState(false);

  const paise = parseRupeesToPaise(amount);
  const amountProblem = purchaseAmountProblem(paise, { minPaise: minimumPaise(detail, kind) });
  const regular = target.isDirect === 'N';
  const brokerage = useBrokerage(regular && !amountProblem ? target.schCode : null, amount);
  const sipProblem =
    kind === 'SIP' && (!sip.installmentDate || sipInstallmentsProblem(sip.noOfInst) !== undefined);
  const swpProblem = swpOn && (!swpDates || parseRupeesToPaise(swp.amount) === null);

  function save(more: boolean) {
    setSubmitted(true);
    if (amountProblem || sipProblem || swpProblem || paise === null) return;
    const item = buildCartItem({
      detail,
      target,
      ccode,
      nfo,
      kind,
      paise,
      brokeragePaise: brokerage.paise,
      sip: kind === 'SIP' ? { choice: sip, dates: sipDates(sip) } : undefined,
      swp: swpOn && swpDates ? { choice: swp, dates: swpDates } : undefined,
    });
    dispatch(editing ? lastItemEdited({ nfo, item }) : itemAdded({ nfo, item }));
    const addMore = (nfo ? nfoCart : cart).isAddMore;
    if (more !== addMore) dispatch(addMoreToggled({ nfo }));
    void navigate(
      more ? (nfo ? '/transact/nfo' : '/transact/mutual-funds/allFunds') : cartPath(nfo),
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    save(false);
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <SegmentedChoice label="Investment type" value={kind} choices={kinds} onChange={setKind} />
      <AmountField
        label={kind === 'SIP' ? 'SIP installment amount' : 'Investment amount'}
        value={amount}
        onChange={setAmount}
        hint={`Minimum ${formatPaise(minimumPaise(detail, kind))}`}
        error={submitted && amountProblem ? amountProblem : undefined}
      />
      {regular && <BrokerageLine state={brokerage} />}
      {kind === 'SIP' && (
        <SipFields
          value={sip}
          onChange={setSip}
          frequencies={detail.frequencyList}
          showErrors={submitted}
        />
      )}
      {detail.swpFlag === 'Y' ? (
        <div className="flex flex-col gap-3">
          <Checkbox
            label="Also start an SWP (systematic withdrawal) from this scheme"
            checked={swpOn}
            onChange={(event) => setSwpOn(event.target.checked)}
          />
          {swpOn && (
            <SwpFields
              schCode={target.schCode}
              ccode={ccode}
              value={swp}
              onChange={setSwp}
              onDates={setSwpDates}
            />
          )}
        </div>
      ) : (
        detail.swpStopMsg && <p className="text-sm text-muted">{detail.swpStopMsg}</p>
      )}
      {submitted && swpProblem && (
        <p className="text-sm font-medium text-loss">{purchaseMessages.swpIncomplete}</p>
      )}
      <div className="sticky bottom-0 -mx-5 flex flex-col gap-3 border-t border-border bg-surface px-5 py-4 tablet:static tablet:mx-0 tablet:flex-row tablet:border-0 tablet:p-0">
        <Button type="submit" className="tablet:min-w-40">
          {editing ? 'Update cart' : 'Add to cart'}
        </Button>
        {!editing && (
          <Button variant="secondary" onClick={() => save(true)} className="tablet:min-w-40">
            Add more
          </Button>
        )}
      </div>
    </form>
  );
}

export function cartPath(nfo: boolean): string {
  return nfo ? '/transact/nfo/cart' : '/transact/mutual-funds/cart';
}
