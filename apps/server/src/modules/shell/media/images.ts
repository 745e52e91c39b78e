import { gatewayPrefixUrl, socialIconResource } from '@cdesk/domain';

/**
 * The partner pictures and social icons the gateway serves (under the media prefixes
 * the domain's contracts name). They are small SVGs kept as code so the bundle needs no asset copy.
 */
export const partnerImages: Readonly<Record<string, string>> = {
  'sanjay-kulkarni.svg': `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" role="img" aria-label="Sanjay Kulkarni">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#dbe7f5"/><stop offset="1" stop-color="#b7cce6"/></linearGradient></defs>
  <rect width="160" height="160" rx="80" fill="url(#bg)"/>
  <path d="M30 150c4-30 24-46 50-46s46 16 50 46" fill="#1f3b63"/>
  <path d="M66 104l14 18 14-18" fill="#ffffff"/>
  <path d="M77 112h6l2 30h-10z" fill="#b23a48"/>
  <circle cx="80" cy="68" r="28" fill="#c98f6b"/>
  <path d="M52 64c0-20 12-32 28-32s28 12 28 30c-6-8-16-12-28-12s-22 5-28 14z" fill="#2b2b2b"/>
  <rect x="64" y="64" width="13" height="8" rx="3" fill="none" stroke="#2b2b2b" stroke-width="2"/>
  <rect x="83" y="64" width="13" height="8" rx="3" fill="none" stroke="#2b2b2b" stroke-width="2"/>
  <path d="M77 68h6" stroke="#2b2b2b" stroke-width="2"/>
  <path d="M72 84c5 4 11 4 16 0" fill="none" stroke="#7a4a32" stroke-width="2" stroke-linecap="round"/>
</svg>
`,
  'kulkarni-wealth-advisors-logo.svg': `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="60" viewBox="0 0 240 60" role="img" aria-label="Kulkarni Wealth Advisors LLP">
  <rect x="2" y="6" width="48" height="48" rx="10" fill="#0f4c81"/>
  <path d="M12 42l10-12 8 6 12-16" fill="none" stroke="#f2b705" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
  <circle cx="42" cy="20" r="3.5" fill="#f2b705"/>
  <text x="60" y="28" font-family="Georgia, 'Times New Roman', serif" font-size="20" font-weight="700" fill="#0f4c81">Kulkarni</text>
  <text x="60" y="47" font-family="Arial, Helvetica, sans-serif" font-size="11.5" letter-spacing="1.6" fill="#4a5a6a">WEALTH ADVISORS LLP</text>
</svg>
`,
};

const icon = (background: string, glyph: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 20 20"><rect width="20" height="20" rx="4" fill="${background}"/>${glyph}</svg>\n`;

/** Social icons by the names partners' media lists use. */
export const socialIcons: Readonly<Record<string, string>> = {
  'linkedin.svg': icon(
    '#0a66c2',
    '<rect x="4" y="8" width="2.6" height="8" fill="#fff"/><circle cx="5.3" cy="5.2" r="1.5" fill="#fff"/><path d="M9 8h2.5v1.2c.5-.8 1.4-1.4 2.7-1.4 2 0 2.8 1.3 2.8 3.5V16h-2.6v-4.2c0-1-.3-1.7-1.3-1.7s-1.5.8-1.5 1.8V16H9z" fill="#fff"/>',
  ),
  'x.svg': icon(
    '#000000',
    '<path d="M4.5 4h3.2l3 4.2L14.3 4h1.5l-4.4 5.1L16 16h-3.2l-3.2-4.5L5.7 16H4.2l4.7-5.4z" fill="#fff"/>',
  ),
  'youtube.svg': icon(
    '#ff0000',
    '<rect x="3" y="5.5" width="14" height="9" rx="2.5" fill="#fff"/><path d="M8.6 7.8v4.4l3.8-2.2z" fill="#ff0000"/>',
  ),
  'facebook.svg': icon(
    '#1877f2',
    '<path d="M11 17v-6h2l.4-2.4H11V7.3c0-.7.3-1.2 1.3-1.2h1.2V4c-.3 0-1-.1-1.9-.1-2 0-3.1 1.1-3.1 3.2v1.5H6.5V11h2V17z" fill="#fff"/>',
  ),
  'instagram.svg': icon(
    '#c13584',
    '<rect x="4" y="4" width="12" height="12" rx="3.5" fill="none" stroke="#fff" stroke-width="1.6"/><circle cx="10" cy="10" r="2.8" fill="none" stroke="#fff" stroke-width="1.6"/><circle cx="13.6" cy="6.4" r=".9" fill="#fff"/>',
  ),
  'whatsapp.svg': icon(
    '#25d366',
    '<path d="M10 3.5a6.5 6.5 0 0 0-5.6 9.8L3.5 16.5l3.3-.9A6.5 6.5 0 1 0 10 3.5z" fill="#fff"/><path d="M7.6 7c.2-.4.4-.4.6-.4h.4c.1 0 .3 0 .4.3l.6 1.4c0 .1 0 .3-.1.4l-.4.5c-.1.1-.1.2 0 .4.5.9 1.3 1.6 2.2 2 .2.1.3 0 .4-.1l.5-.6c.1-.1.3-.2.4-.1l1.4.7c.2.1.3.1.3.3 0 .4-.1 1-.6 1.3-.5.3-1.2.5-2.3 0-1.6-.6-3-2-3.7-3.5-.5-1.1-.3-1.9.1-2.2z" fill="#25d366"/>',
  ),
};

/** The icon path for a media list entry: a known name ('linkedin') becomes its served icon. */
export function mediaIconUrl(nameOrUrl: string): string {
  const name = nameOrUrl.trim().toLowerCase();
  if (socialIcons[`${name}.svg`]) return gatewayPrefixUrl(socialIconResource, `${name}.svg`);
  return /^(https:\/\/|\/cdesk\/)/.test(nameOrUrl) ? nameOrUrl : '';
}
