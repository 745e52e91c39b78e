/** The display photo upload (saveDisplayPhoto): JPEG or PNG, judged by content, under 2 MB. */
export const displayPhotoLimits = {
  maxBytes: 2 * 1024 * 1024,
  /** Width times height: a small file can declare a vast canvas that would take gigabytes to decode. */
  maxPixels: 24_000_000,
  types: ['image/jpeg', 'image/png'],
} as const;
export type DisplayPhotoType = (typeof displayPhotoLimits.types)[number];
