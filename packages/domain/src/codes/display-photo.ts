/** The display photo upload (saveDisplayPhoto): JPEG or PNG, judged by content, under 2 MB. */
export const displayPhotoLimits = {
  maxBytes: 2 * 1024 * 1024,
  types: ['image/jpeg', 'image/png'],
} as const;
export type DisplayPhotoType = (typeof displayPhotoLimits.types)[number];
