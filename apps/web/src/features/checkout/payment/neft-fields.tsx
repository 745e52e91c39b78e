import type { TCollectionAccount } from '@cdesk/domain';
import { useAppDispatch } from '../../../lib/store';
import { investmentAmountsUpdated } from '../cart/cart-slice';
import { NeftReferenceFields } from './neft-reference-fields';

interface NeftFieldsProps {
  nfo: boolean;
  account: TCollectionAccount | undefined;
  refNo: string;
  reRefNo: string;
  onProblem: (problem: string) => void;
}

/** The cart's NEFT/RTGS reference, kept in the cart. */
export function NeftFields({ nfo, account, refNo, reRefNo, onProblem }: NeftFieldsProps) {
  const dispatch = useAppDispatch();
  return (
    <NeftReferenceFields
      account={account}
      refNo={refNo}
      reRefNo={reRefNo}
      onProblem={onProblem}
      onRefNo={(neftrtgsrefno) =>
        dispatch(investmentAmountsUpdated({ nfo, amounts: { neftrtgsrefno } }))
      }
      onReRefNo={(neftrtgsrerefno) =>
        dispatch(investmentAmountsUpdated({ nfo, amounts: { neftrtgsrerefno } }))
      }
    />
  );
}
