import { formatPaise, parseRupeesToPaise, purchaseScreenMessages } from '@cdesk/domain';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../../lib/store';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { SegmentedChoice } from '../../../ui/segmented-choice';
import { toast } from '../../../ui/toast';
import { addMoreToggled, itemAdded, lastItemEdited } from '../../checkout';
import type { CartSip, CartSwp } from '../../checkout';
import { AmountField } from './amount-field';
import { BrokerageLine, useBrokerage } from './brokerage-line';
import { amountProblem, buildCartItem, minimumPaise, type OrderKind } from './build-item';
import type { SchemeDetail } from './purchase-calls';
import { cartPath, fundsPath } from '../../../lib/paths';
import { SipFields, type SipChoice } from './sip-fields';
import { emptySwp, SwpFields, type SwpChoice } from './swp-fields';
import { usePurchaseRoute } from './use-purchase-route';

interface PurchaseFormProps {
  detail: SchemeDetail;
  ccode: string;
  /** The investor chose to go on without a nominee; the gateway checks the cart line for it. */
  nomineeSkipped: boolean;
}

const kinds = [
  { value: 'LUMPSUM', label: 'Lumpsum' },
  { value: 'SIP', label: 'SIP' },
] as const;

/** Lumpsum or SIP, the amount with its minimum, SIP and SWP details, then into the cart. */
export function PurchaseForm({ detail, ccode, nomineeSkipped }: PurchaseFormProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { nfo, cart, initialKind, editing } = usePurchaseRoute();
  const sipAllowed = detail.sipAllowed === 'Y' && detail.sipFrequencyList.length > 0;
  const [kind, setKind] = useState<OrderKind>(sipAllowed ? initialKind : 'LUMPSUM');
  const [amount, setAmount] = useState('');
  const [sipChoice, setSipChoice] = useState<SipChoice>({
    freqId: detail.sipFrequencyList.find((f) => f.freqId === 'M')?.freqId ?? 'M',
    installmentDate: '',
    noOfInst: '12',
  });
  const [sip, setSip] = useState<CartSip | null>(null);
  const [swpOn, setSwpOn] = useState(false);
  const [swpChoice, setSwpChoice] = useState<SwpChoice>(emptySwp);
  const [swp, setSwp] = useState<CartSwp | null>(null);
  const [submitted, setSubmitted] = useState(false);

  const problem = amountProblem(amount, detail, kind);
  const regular = detail.planType === 'R';
  const brokerage = useBrokerage(regular && !problem ? detail.schCode : null, amount);
  const sipMissing = kind === 'SIP' && !sip;
  const swpMissing = swpOn && !swp;

  function save(more: boolean) {
    setSubmitted(true);
    const paise = parseRupeesToPaise(amount);
    if (problem || sipMissing || swpMissing || paise === null) return;
    const item = buildCartItem({
      detail,
      ccode,
      nomineeSkipped,
      nfo,
      kind,
      paise,
      brokeragePaise: brokerage.paise,
      sip: kind === 'SIP' ? (sip ?? undefined) : undefined,
      swp: swpOn ? (swp ?? undefined) : undefined,
    });
    dispatch(editing ? lastItemEdited({ nfo, item }) : itemAdded({ nfo, item }));
    if (more !== cart.isAddMore) dispatch(addMoreToggled({ nfo }));
    // Back at the funds, the message is the only sign the line went in: it leads to the cart.
    toast(
      editing ? purchaseScreenMessages.cartUpdated : purchaseScreenMessages.addedToCart,
      more ? { label: 'View cart', to: cartPath(nfo) } : undefined,
    );
    void navigate(more ? fundsPath(nfo) : cartPath(nfo));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    save(false);
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      {sipAllowed && (
        <SegmentedChoice label="Investment type" value={kind} choices={kinds} onChange={setKind} />
      )}
      <AmountField
        label={kind === 'SIP' ? 'SIP installment amount' : 'Investment amount'}
        value={amount}
        onChange={setAmount}
        hint={`Minimum ${formatPaise(minimumPaise(detail, kind))}`}
        error={submitted && problem ? problem : undefined}
      />
      {regular && <BrokerageLine state={brokerage} />}
      {kind === 'SIP' && (
        <SipFields
          detail={detail}
          value={sipChoice}
          onChange={setSipChoice}
          onSchedule={setSip}
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
              schCode={detail.schCode}
              ccode={ccode}
              value={swpChoice}
              onChange={setSwpChoice}
              onSchedule={setSwp}
            />
          )}
          {submitted && swpMissing && (
            <p className="text-sm font-medium text-loss">{purchaseScreenMessages.swpIncomplete}</p>
          )}
        </div>
      ) : (
        detail.swpStopMsg && <p className="text-sm text-muted">{detail.swpStopMsg}</p>
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
