import {
  formatPaise,
  marsMessages,
  orderMessages,
  parseRupeesToPaise,
  purchaseFrequencies,
  purchaseScreenMessages,
  rupeesToPaise,
  splitByWeights,
  type TMarsPortfolio,
} from '@cdesk/domain';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { useAppDispatch, useAppSelector } from '../../lib/store';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { SegmentedChoice } from '../../ui/segmented-choice';
import { Select } from '../../ui/select';
import { toast } from '../../ui/toast';
import { marsPortfolioAdded } from '../checkout';
import { AmountField, NomineePrompt } from '../mutual-funds';
import { cartPath } from '../../lib/paths';
import { marsCalls } from './mars-calls';

export type InvestKind = 'PIP' | 'SIP';

const kinds = [
  { value: 'PIP', label: 'Lumpsum' },
  { value: 'SIP', label: 'SIP' },
] as const;

const weightBps = (weight: string) => Number(rupeesToPaise(weight) ?? 0n);

/** The message that keeps the amount from going on, or null. */
export function marsAmountProblem(
  text: string,
  portfolio: Pick<TMarsPortfolio, 'minLumpsum' | 'minSip'>,
  kind: InvestKind,
): string | null {
  const paise = parseRupeesToPaise(text);
  if (paise === null || paise <= 0n) return orderMessages.amountInvalid;
  if (paise % 100n !== 0n) return marsMessages.wholeRupees;
  const minimum = rupeesToPaise(kind === 'SIP' ? portfolio.minSip : portfolio.minLumpsum) ?? 0n;
  if (paise < minimum)
    return kind === 'SIP' ? marsMessages.minSip(minimum) : marsMessages.minLumpsum(minimum);
  return null;
}

/** How the amount splits across the schemes at their weights (rule splitByWeights), or null. */
export function marsSplit(text: string, portfolio: Pick<TMarsPortfolio, 'schemes'>) {
  const paise = parseRupeesToPaise(text);
  const weights = portfolio.schemes.map((s) => weightBps(s.weight));
  if (paise === null || paise <= 0n || paise % 100n !== 0n) return null;
  try {
    const shares = splitByWeights(paise, weights, 100n);
    return portfolio.schemes.map((s, i) => ({ ...s, paise: shares[i] ?? 0n }));
  } catch {
    return null;
  }
}

/**
 * Investing in a portfolio: lumpsum, or SIP where every scheme takes one, the amount split at the
 * weights as it is typed; the gateway turns it into one cart line per scheme under the investor's
 * MARS target number, and the cart pays for them like any purchase.
 */
export function InvestForm({
  portfolio,
  initialKind,
}: {
  portfolio: TMarsPortfolio;
  initialKind: InvestKind;
}) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const ccode = useAppSelector(
    (state) => state.access.ucc_dtl[0]?.acCode ?? state.access.ucc_dtl[0]?.ucc ?? '',
  );
  const sipAllowed = portfolio.isSipAllowed === 'Y' && portfolio.sipFrequencyList.length > 0;
  const [kind, setKind] = useState<InvestKind>(sipAllowed ? initialKind : 'PIP');
  const [amount, setAmount] = useState('');
  const [freqId, setFreqId] = useState(
    portfolio.sipFrequencyList.find((f) => f.freqId === 'M')?.freqId ??
      portfolio.sipFrequencyList[0]?.freqId ??
      'M',
  );
  const [day, setDay] = useState('');
  const [count, setCount] = useState('12');
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');
  const [nominee, setNominee] = useState<{ message: string } | null>(null);
  const [withoutNominee, setWithoutNominee] = useState(false);

  const problem = marsAmountProblem(amount, portfolio, kind);
  const split = problem ? null : marsSplit(amount, portfolio);
  const minInstallments = purchaseFrequencies[freqId].minInstallments;
  const dayProblem = kind === 'SIP' && !day ? orderMessages.sipDate : null;
  const countProblem =
    kind === 'SIP' && !(/^\d+$/.test(count) && Number(count) >= minInstallments)
      ? orderMessages.installments(minInstallments)
      : null;

  async function add(skipNominee: boolean) {
    setError('');
    setPending(true);
    try {
      const reply = await marsCalls.investment({
        marsId: portfolio.marsId,
        ...(ccode ? { ccode } : {}),
        trxnType: kind,
        amount: amount.replace(/,/g, '').trim(),
        ...(kind === 'SIP'
          ? { sip: { freqId, installmentDate: Number(day), totalNoOfInst: Number(count) } }
          : {}),
        isNomineeRedirect: skipNominee ? 'Y' : 'N',
      });
      dispatch(marsPortfolioAdded({ marsTarNo: reply.marsTarNo, items: reply.items }));
      toast(purchaseScreenMessages.addedToCart);
      void navigate(cartPath(false));
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 401) return;
      if (caught instanceof ApiError && caught.errCode === 'NOMINEE_REQUIRED')
        setNominee({ message: caught.message });
      else setError(errorMessage(caught));
    } finally {
      setPending(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (problem || dayProblem || countProblem) return;
    void add(withoutNominee);
  }

  if (nominee)
    return (
      <NomineePrompt
        message={nominee.message}
        reDirectUrl="/nomineeTransact"
        onContinue={() => {
          setNominee(null);
          setWithoutNominee(true);
          void add(true);
        }}
      />
    );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      {sipAllowed && (
        <SegmentedChoice label="Investment type" value={kind} choices={kinds} onChange={setKind} />
      )}
      <AmountField
        label={kind === 'SIP' ? 'SIP installment amount' : 'Investment amount'}
        value={amount}
        onChange={setAmount}
        hint={`Minimum ${formatPaise(rupeesToPaise(kind === 'SIP' ? portfolio.minSip : portfolio.minLumpsum) ?? 0n)}, in whole rupees`}
        error={submitted && problem ? problem : undefined}
      />
      {kind === 'SIP' && (
        <div className="grid gap-4 tablet:grid-cols-3">
          <Select
            label="Frequency"
            value={freqId}
            options={portfolio.sipFrequencyList.map((f) => ({
              value: f.freqId,
              label: f.freqName,
            }))}
            onValueChange={(value) => setFreqId(value as typeof freqId)}
          />
          <Select
            label="SIP date"
            value={day}
            placeholder="Choose a day"
            options={portfolio.sipDates.map((d) => ({ value: String(d), label: String(d) }))}
            onValueChange={setDay}
            error={submitted && dayProblem ? dayProblem : undefined}
          />
          <Field
            label="Installments"
            hint={`At least ${minInstallments}`}
            error={submitted && countProblem ? countProblem : undefined}
          >
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                value={count}
                onChange={(event) => setCount(event.target.value.replace(/\D/g, '').slice(0, 4))}
              />
            )}
          </Field>
        </div>
      )}
      {split && (
        <div>
          <h3 className="text-sm font-medium text-muted">
            {kind === 'SIP' ? 'Each installment goes' : 'Your investment goes'}
          </h3>
          <ul className="mt-2 flex flex-col divide-y divide-border rounded-card border border-border">
            {split.map((line) => (
              <li
                key={line.schcode}
                className="flex items-start justify-between gap-3 px-3 py-2.5 text-sm"
              >
                <span className="min-w-0 text-text">
                  {line.schemeName}
                  <span className="ml-1.5 text-muted">({line.weight.replace(/\.00$/, '')}%)</span>
                </span>
                <span className="figures shrink-0 font-semibold text-text">
                  {formatPaise(line.paise)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      <div className="sticky bottom-0 -mx-5 border-t border-border bg-surface px-5 py-4 tablet:static tablet:mx-0 tablet:border-0 tablet:p-0">
        <Button type="submit" loading={pending} className="w-full tablet:w-auto tablet:min-w-48">
          Add portfolio to cart
        </Button>
      </div>
    </form>
  );
}
