const palette = ['#0B5FFF', '#0F766E', '#7C3AED', '#B45309', '#BE123C', '#1D4ED8'];

/**
 * A small passport-style picture for a sandbox identity: the initials on a coloured ground, as an
 * SVG data URL, the same for the same person every time.
 */
export function avatarDataUrl(name: string, seed: string): string {
  const initials = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .slice(0, 2)
    .join('')
    .replace(/[^A-Z]/g, '');
  let sum = 0;
  for (const c of seed) sum += c.charCodeAt(0);
  const ground = palette[sum % palette.length];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="150" viewBox="0 0 120 150">` +
    `<rect width="120" height="150" fill="${ground}"/>` +
    `<circle cx="60" cy="58" r="30" fill="#ffffff" fill-opacity="0.25"/>` +
    `<path d="M15 150c4-32 22-46 45-46s41 14 45 46z" fill="#ffffff" fill-opacity="0.25"/>` +
    `<text x="60" y="68" font-family="sans-serif" font-size="28" font-weight="600" fill="#ffffff" text-anchor="middle">${initials}</text>` +
    `</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
