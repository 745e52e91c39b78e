import { purchaseMessages } from '@cdesk/domain';
import { useState } from 'react';
import { ApiError } from '../../app/api';
import { useAppDispatch } from '../../app/store';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { investmentAmountsUpdated } from '../mutual-funds/cart/cart-slice';
import { paymentCalls, type CollectionAccount } from './payment-calls';

interface NeftFieldsProps {
  nfo: boolean;
  account?: CollectionAccount;
  refNo: string;
  onProblem: (problem: string) => void;
}

/** NEFT/RTGS: where to transfer, then the UTR, checked unused by checkPayRefNo. */
export function NeftFields({ nfo, account, refNo, onProblem }: NeftFieldsProps) {
  const dispatch = useAppDispatch();
  const [error, setError] = useState('');

  async function check(value: string) {
    const neftrtgsrefno = value.trim().toUpperCase();
    dispatch(investmentAmountsUpdated({ nfo, amounts: { neftrtgsrefno } }));
    let problem = '';
    if (!/^[A-Z0-9]{6,22}$/.test(neftrtgsrefno)) problem = purchaseMessages.utrInvalid;
    else {
      try {
        const reply = await paymentCalls.checkPayRefNo({ neftrtgsrefno });
        if (reply.isPayRefNoAvailable === 'Y') problem = purchaseMessages.utrUsed;
      } catch (caught) {
        problem = caught instanceof ApiError ? caught.message : purchaseMessages.utrInvalid;
      }
    }
    setError(problem);
    onProblem(problem);
  }

  return (
    <div className="flex flex-col gap-4">
      {account && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-card bg-subtle p-4 text-sm">
          <dt className="text-muted">Account name</dt>
          <dd className="font-medium select-all">{account.accName}</dd>
          <dt className="text-muted">Account number</dt>
          <dd className="figures font-medium select-all">{account.accNo}</dd>
          <dt className="text-muted">IFSC</dt>
          <dd className="figures font-medium select-all">{account.ifsc}</dd>
          <dt className="text-muted">Bank</dt>
          <dd className="font-medium">{account.bankName}</dd>
        </dl>
      )}
      <Field label="UTR number of your transfer" error={error}>
        {(control) => (
          <Input
            {...control}
            defaultValue={refNo}
            autoComplete="off"
            autoCapitalize="characters"
            onBlur={(event) => void check(event.target.value)}
          />
        )}
      </Field>
    </div>
  );
}
