import { orderMessages, purchaseFrequencies, type TMarsPortfolio } from '@cdesk/domain';
import { useState, type FormEvent } from 'react';
import { marsAmountProblem, marsSplit, type InvestKind } from './mars-amount';
import { useMarsCart } from './use-mars-cart';

/** The investment's entries, their problems, and adding the portfolio to the cart. */
export function useMarsInvest(portfolio: TMarsPortfolio, initialKind: InvestKind) {
  const cart = useMarsCart(portfolio.marsId);
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
  const [withoutNominee, setWithoutNominee] = useState(false);

  const problem = marsAmountProblem(amount, portfolio, kind);
  const split = problem ? null : marsSplit(amount, portfolio);
  const minInstallments = purchaseFrequencies[freqId].minInstallments;
  const dayProblem = kind === 'SIP' && !day ? orderMessages.sipDate : null;
  const countProblem =
    kind === 'SIP' && !(/^\d+$/.test(count) && Number(count) >= minInstallments)
      ? orderMessages.installments(minInstallments)
      : null;

  const add = (skipNominee: boolean) =>
    cart.add(
      {
        trxnType: kind,
        amount: amount.replace(/,/g, '').trim(),
        ...(kind === 'SIP'
          ? { sip: { freqId, installmentDate: Number(day), totalNoOfInst: Number(count) } }
          : {}),
      },
      skipNominee,
    );

  return {
    sipAllowed,
    kind,
    setKind,
    amount,
    setAmount,
    freqId,
    setFreqId,
    day,
    setDay,
    count,
    setCount,
    submitted,
    pending: cart.pending,
    error: cart.error,
    nominee: cart.nominee,
    problem,
    split,
    minInstallments,
    dayProblem,
    countProblem,
    submit(event: FormEvent) {
      event.preventDefault();
      setSubmitted(true);
      if (problem || dayProblem || countProblem) return;
      void add(withoutNominee);
    },
    continueWithoutNominee() {
      cart.setNominee(null);
      setWithoutNominee(true);
      void add(true);
    },
  };
}

export type MarsInvest = ReturnType<typeof useMarsInvest>;
