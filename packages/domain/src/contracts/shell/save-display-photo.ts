import { z } from 'zod';
import { displayPhotoLimits } from '../../codes/display-photo.js';
import { shellMessages } from '../../messages.js';
import { defineCall, type GatewayResourcePrefix } from '../call.js';

/** Base64 of the largest allowed photo, plus room for a data-URL prefix. */
export const displayPhotoMaxChars = Math.ceil(displayPhotoLimits.maxBytes / 3) * 4 + 100;

/**
 * POST ewatraderegws/api/profileoperations/saveDisplayPhoto, as JSON: `photo` is a data URL
 * (`data:image/jpeg;base64,...`) or bare base64. The server judges the type by the bytes (JPEG or
 * PNG) and the size (at most 2 MB decoded), whatever the data URL declares.
 */
export const ZSaveDisplayPhotoRequest = z.object({
  photo: z.string().min(1, shellMessages.photoType).max(displayPhotoMaxChars, shellMessages.photoTooLarge),
});
export type TSaveDisplayPhotoRequest = z.input<typeof ZSaveDisplayPhotoRequest>;

export const ZSaveDisplayPhotoResponse = z.object({
  /** The new photo's short-lived URL; getHeaderByUCC's dpPath gives a fresh one. */
  dpPath: z.string(),
});
export type TSaveDisplayPhotoResponse = z.infer<typeof ZSaveDisplayPhotoResponse>;

/** POST ewatraderegws/api/profileoperations/saveDisplayPhoto. */
export const saveDisplayPhotoCall = defineCall('ewatraderegws/api/profileoperations/saveDisplayPhoto', ZSaveDisplayPhotoRequest, ZSaveDisplayPhotoResponse);

/** GET media/photo/<file>: the display photo, to its owner or behind a signed link. */
export const displayPhotoResource = {
  pathPrefix: 'media/photo/',
} as const satisfies GatewayResourcePrefix;
