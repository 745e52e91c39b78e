import { purchaseScreenMessages } from '@cdesk/domain';
import { ButtonLink } from '../../../ui/button-link';
import { Card } from '../../../ui/card';
import { fundsPath } from '../../../lib/paths';

/** Nothing in the cart: why, and the way to the funds. */
export function EmptyCart({ nfo }: { nfo: boolean }) {
  return (
    <Card className="mt-6 flex max-w-3xl flex-col items-start gap-4 p-5 tablet:p-8">
      <p className="text-[15px] text-text">{purchaseScreenMessages.emptyCart}</p>
      <ButtonLink to={fundsPath(nfo)}>See funds</ButtonLink>
    </Card>
  );
}
