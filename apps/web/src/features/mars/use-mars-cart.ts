import { purchaseScreenMessages } from '@cdesk/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { cartPath } from '../../lib/paths';
import { useAppDispatch, useAppSelector } from '../../lib/store';
import { toast } from '../../ui/toast';
import { marsPortfolioAdded } from '../checkout';
import { marsCalls } from './mars-calls';

type MarsOrder = Pick<Parameters<typeof marsCalls.investment>[0], 'trxnType' | 'amount' | 'sip'>;

/** Adds a portfolio's investment to the cart, or asks about the nominee first. */
export function useMarsCart(marsId: Parameters<typeof marsCalls.investment>[0]['marsId']) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const ccode = useAppSelector(
    (state) => state.access.ucc_dtl[0]?.acCode ?? state.access.ucc_dtl[0]?.ucc ?? '',
  );
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');
  const [nominee, setNominee] = useState<{ message: string } | null>(null);

  async function add(order: MarsOrder, skipNominee: boolean) {
    setError('');
    setPending(true);
    try {
      const reply = await marsCalls.investment({
        marsId,
        ...(ccode ? { ccode } : {}),
        ...order,
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

  return { add, pending, error, nominee, setNominee };
}
