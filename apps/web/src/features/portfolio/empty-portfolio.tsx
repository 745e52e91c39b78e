import { messages } from '@cdesk/domain';
import { WalletCards } from 'lucide-react';
import { ButtonLink } from '../../ui/button-link';

/** Spec 1 section 8: an empty portfolio tells the investor to contact their partner. */
export function EmptyPortfolio() {
  return (
    <div className="flex flex-col items-start gap-4">
      <div className="flex items-start gap-3">
        <WalletCards aria-hidden className="mt-0.5 size-5 shrink-0 text-brand" />
        <p className="text-[15px] text-text">{messages.emptyPortfolio}</p>
      </div>
      <ButtonLink to="/contact" variant="secondary">
        Contact your Wealth Partner
      </ButtonLink>
    </div>
  );
}
