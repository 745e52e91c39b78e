import { messages, shellMessages } from '@cdesk/domain';
import { WalletCards } from 'lucide-react';
import { ButtonLink } from '../../ui/button-link';
import { fundsListPath } from '../../lib/paths';

/**
 * Spec 1 section 8: an empty portfolio tells the investor to contact their partner. The desk also
 * offers the way in on their own: the funds, or direct equity funds for a first SIP.
 */
export function EmptyPortfolio() {
  return (
    <div className="flex flex-col items-start gap-4">
      <div className="flex items-start gap-3">
        <WalletCards aria-hidden className="mt-0.5 size-5 shrink-0 text-brand" />
        <div className="flex flex-col gap-1.5 text-[15px] text-text">
          <p>{messages.emptyPortfolio}</p>
          <p className="text-muted">{shellMessages.emptyPortfolioOnYourOwn}</p>
        </div>
      </div>
      <div className="flex w-full flex-col gap-2 tablet:w-auto tablet:flex-row tablet:flex-wrap">
        <ButtonLink to={fundsListPath()}>Explore funds</ButtonLink>
        <ButtonLink to={fundsListPath({ plan: 'direct', type: 'EQUITY' })} variant="secondary">
          Start your first SIP
        </ButtonLink>
        <ButtonLink to="/contact" variant="ghost">
          Contact your Wealth Partner
        </ButtonLink>
      </div>
    </div>
  );
}
