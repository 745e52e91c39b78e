import {
  mandateMessages,
  mandateProblem,
  parseRupeesToPaise,
  paiseToRupeeText,
  type EMandateMode,
} from '@cdesk/domain';
import { useState } from 'react';
import { useAction } from '../../lib/use-action';
import { useBusinessToday } from '../../lib/use-business-clock';
import { mandateCalls } from './mandate-calls';

const tenYearsOn = (iso: string) => `${Number(iso.slice(0, 4)) + 10}${iso.slice(4)}`;

interface MandateErrors {
  bank?: string;
  limit?: string;
  dates?: string;
}

/** Why the bank, limit or dates cannot be registered, field by field. */
function mandateErrors(
  bankId: string,
  paise: bigint | null,
  dates: { startDate: string; endDate: string; today: string },
): MandateErrors {
  const problem = mandateProblem({ upperLimitPaise: paise ?? 0n, ...dates });
  return {
    bank: bankId ? undefined : mandateMessages.bankInvalid,
    limit:
      problem === 'lowerLimit' || problem === 'maxLimit' ? mandateMessages[problem] : undefined,
    dates:
      problem === 'startPast' || problem === 'endBeforeStart'
        ? mandateMessages[problem]
        : undefined,
  };
}

/** The e-mandate being filled in, its checks, and the hand-over to the bank's page. */
export function useRegisterMandate() {
  const today = useBusinessToday();
  const [bankId, setBankId] = useState('');
  const [limit, setLimit] = useState('');
  const [startDate, setStartDate] = useState(today);
  const [endDate, setEndDate] = useState(tenYearsOn(today));
  const [mode, setMode] = useState<EMandateMode>('NET');
  const [errors, setErrors] = useState<MandateErrors>({});
  const action = useAction<'register'>();

  const paise = parseRupeesToPaise(limit);
  const submit = () => {
    const next = mandateErrors(bankId, paise, { startDate, endDate, today });
    setErrors(next);
    if (next.bank || next.limit || next.dates) return;
    void action.run('register', async () => {
      const opened = await mandateCalls.register({
        bankId: Number(bankId),
        upperLimit: paiseToRupeeText(paise ?? 0n),
        startDate,
        endDate,
        mode,
      });
      window.location.assign(opened.redirectUrl);
    });
  };

  const changeLimit = (value: string) => {
    setLimit(value);
    setErrors((current) => ({ ...current, limit: undefined }));
  };

  const fields = { bankId, setBankId, limit, changeLimit, paise, mode, setMode, errors };
  return { ...fields, today, startDate, setStartDate, endDate, setEndDate, action, submit };
}

export type RegisterMandate = ReturnType<typeof useRegisterMandate>;
