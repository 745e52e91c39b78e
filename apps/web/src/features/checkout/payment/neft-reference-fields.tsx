import { isValidUtr, normaliseUtr, orderMessages, type TCollectionAccount } from '@cdesk/domain';
import { useState, type ComponentProps } from 'react';
import { ApiError } from '../../../lib/api';
import { FactList } from '../../../ui/fact-list';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { paymentCalls } from './payment-calls';

export interface NeftReferenceFieldsProps {
  /** The distributor's collection account, as the server gives it with the pay modes. */
  account: TCollectionAccount | undefined;
  refNo: string;
  reRefNo: string;
  /** The UTR as typed, in capitals, once the field is left. */
  onRefNo: (refNo: string) => void;
  onReRefNo: (reRefNo: string) => void;
  /** What is wrong with the UTR ('' when checkPayRefNo found it unused). */
  onProblem: (problem: string) => void;
}

interface UtrFieldProps extends ComponentProps<'input'> {
  label: string;
  error?: string;
}

/** A bank's transfer reference: typed in capitals, never completed by the browser. */
function UtrField({ label, error, ...props }: UtrFieldProps) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <Input {...control} autoComplete="off" autoCapitalize="characters" {...props} />
      )}
    </Field>
  );
}

/** NEFT/RTGS: where to transfer, then the UTR twice; checkPayRefNo says it is not used yet. */
export function NeftReferenceFields({
  account,
  refNo,
  reRefNo,
  onRefNo,
  onReRefNo,
  onProblem,
}: NeftReferenceFieldsProps) {
  const [error, setError] = useState('');

  async function check(value: string) {
    const neftrtgsrefno = normaliseUtr(value);
    onRefNo(neftrtgsrefno);
    let problem = '';
    if (!isValidUtr(neftrtgsrefno)) problem = orderMessages.neftRefInvalid;
    else {
      try {
        const reply = await paymentCalls.checkPayRefNo({ neftrtgsrefno });
        if (reply.isPayRefNoAvailable !== 'Y') problem = reply.message || orderMessages.neftRefUsed;
      } catch (caught) {
        problem = caught instanceof ApiError ? caught.message : orderMessages.neftRefInvalid;
      }
    }
    setError(problem);
    onProblem(problem);
  }

  const rows: [string, string][] = account
    ? [
        ['Account name', account.accName],
        ['Account number', account.accNo],
        ['IFSC', account.ifsc],
        ['Bank', account.bankName],
      ]
    : [];
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        Transfer the total from your chosen bank account to this account, then enter the UTR number
        your bank gives you.
      </p>
      <FactList
        facts={rows}
        className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-card bg-subtle p-4 text-sm"
        rowClassName="contents"
        valueClassName="figures font-medium select-all"
      />
      <UtrField
        label="UTR number"
        error={error}
        defaultValue={refNo}
        onBlur={(event) => void check(event.target.value)}
      />
      <UtrField
        label="Re-enter UTR number"
        defaultValue={reRefNo}
        onPaste={(event) => event.preventDefault()}
        onBlur={(event) => onReRefNo(normaliseUtr(event.target.value))}
      />
    </div>
  );
}
