import type { AuthTransactionType } from '@cdesk/domain';
import { Download } from 'lucide-react';
import { saveFile } from '../../../lib/gateway-file';
import { useAction } from '../../../lib/use-action';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { authCalls } from '../auth-calls';

interface ReceiptButtonProps {
  /** The authorised transaction's encEncodedTrxnId. */
  encryptedData: string;
  trxnType: AuthTransactionType;
  /** The reference the file is named after. */
  reference: string;
}

/** Downloads the receipt of an authorised transaction (mfauth/trxnAuthoShowReceipt, a PDF). */
export function ReceiptButton({ encryptedData, trxnType, reference }: ReceiptButtonProps) {
  const { run, pending, error } = useAction<'receipt'>();
  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="secondary"
        className="self-start"
        loading={pending === 'receipt'}
        onClick={() =>
          void run('receipt', async () => {
            const file = await authCalls.receipt(encryptedData, trxnType);
            saveFile(file, `receipt-${reference || trxnType.toLowerCase()}.pdf`);
          })
        }
      >
        <Download aria-hidden className="size-4" />
        Download receipt
      </Button>
      {error && <Alert tone="error">{error}</Alert>}
    </div>
  );
}
