import type { TPartnerDetails } from '@cdesk/domain';
import type { Loaded } from '../../../lib/use-gateway-load';

/** The partner company's logo beside the avatar at desktop width, when the partner has one. */
export function PartnerCompanyLogo({ partner }: { partner: Loaded<TPartnerDetails> }) {
  if (partner.status !== 'ready' || !partner.data.partnerCompLogoURL) return null;
  return (
    <img
      src={partner.data.partnerCompLogoURL}
      alt="Partner company logo"
      className="hidden h-[50px] w-auto max-w-40 rounded-md bg-white object-contain px-1.5 desktop:block"
    />
  );
}
