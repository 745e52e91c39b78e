import type { TPartnerDetails } from '@cdesk/domain';

/** What the partner popup and the contact page show of a partner (spec 1 section 2.5). */
export interface PartnerView {
  name: string;
  initial: string;
  designation: string;
  /** '' when the company is missing or the text 'null'. */
  company: string;
  licences: { label: string; value: string }[];
  productCaption: string;
  products: string[];
  phones: string[];
  emails: string[];
  media: { href: string; icon: string; label: string }[];
}

const present = (text: string) => text.trim() !== '' && text.trim().toLowerCase() !== 'null';

/** 'https://www.linkedin.com/in/x' -> 'linkedin'; the icon's file name when the link is odd. */
function mediaLabel(link: string, icon: string): string {
  try {
    const host = new URL(link).hostname.replace(/^www\./, '');
    return host.split('.')[0] || host;
  } catch {
    return (
      icon
        .split('/')
        .pop()
        ?.replace(/\.\w+$/, '') ?? 'Social profile'
    );
  }
}

export function partnerView(partner: TPartnerDetails): PartnerView {
  const name = partner.relationshipHandlerName.trim();
  const licences = [
    { label: 'ARN', value: partner.arn },
    { label: 'EUIN', value: partner.euin },
    { label: 'NJ Code', value: partner.njCode },
  ].filter((row) => present(row.value));
  return {
    name,
    initial: name.charAt(0).toUpperCase(),
    designation: partner.relationshipHandlerDesignation.trim(),
    company: present(partner.partnerCompName) ? partner.partnerCompName.trim() : '',
    licences,
    productCaption: partner.captionProductBasket.trim(),
    products: partner.productBasket
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
    phones: partner.contactList.map((c) => c.mobileNo.trim()).filter(present),
    emails: partner.contactList.map((c) => c.emailId.trim()).filter(present),
    media: partner.mediaList
      .filter((m) => present(m.mediaLink))
      .map((m) => ({
        href: m.mediaLink,
        icon: m.mediaIconLink,
        label: mediaLabel(m.mediaLink, m.mediaIconLink),
      })),
  };
}

/** The navigation state /contact is opened with (spec 1 section 2.4). */
export interface ContactState {
  productBasket: string[];
  partnerDetails: TPartnerDetails;
  imageList: string[];
}

export function contactState(partner: TPartnerDetails): ContactState {
  return {
    productBasket: partnerView(partner).products,
    partnerDetails: partner,
    imageList: [
      partner.partnerProfilePicture,
      partner.partnerCompLogoURL,
      ...partner.mediaList.map((m) => m.mediaIconLink),
    ].filter((url) => url.trim() !== ''),
  };
}
