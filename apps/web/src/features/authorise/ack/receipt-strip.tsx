import { authTransactionTypes, type AuthTransactionType } from '@cdesk/domain';
import { Outlet, useSearchParams } from 'react-router';
import { ReceiptButton } from './receipt-button';

/**
 * Around the acknowledgements of the purchase, sell and plan pages: when an authorisation led
 * there (rcpt and rtype in the query), its receipt can be downloaded under the page's card.
 */
export function ReceiptStrip() {
  const [params] = useSearchParams();
  const rcpt = params.get('rcpt') ?? '';
  const rtype = (params.get('rtype') ?? '').toUpperCase();
  const type = authTransactionTypes.find((t): t is AuthTransactionType => t === rtype);
  return (
    <div className="flex flex-1 flex-col">
      <div className="contents [&>main]:flex-none">
        <Outlet />
      </div>
      {rcpt && type && (
        <section
          aria-label="Receipt"
          className="mx-auto -mt-4 w-full max-w-[1200px] px-4 pb-10 tablet:-mt-6 tablet:px-6"
        >
          <div className="max-w-2xl">
            <ReceiptButton
              encryptedData={rcpt}
              trxnType={type}
              reference={params.get('tid') ?? ''}
            />
          </div>
        </section>
      )}
    </div>
  );
}
