import { z } from 'zod';
import { defineCall } from '../call.js';
import { ZConsent, ZHolderRequest, ZKycHolder } from './kyc-common.js';
import { ZNextScreen } from './common.js';
import { ZUploadContent, ZUploadFileName } from './upload-common.js';

/** The stored live photo, shown back for the applicant to confirm or retake. */
export const ZLivePhoto = z.object({
  /** A data URL of the stored JPEG. */
  photo: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int(),
  sizeText: z.string(),
  source: z.enum(['CAMERA', 'UPLOAD']),
});
export type TLivePhoto = z.infer<typeof ZLivePhoto>;

/** Screens 40 to 43: the live photo of a holder, and the one stored so far. */
export const loadLivePhotoCall = defineCall(
  'LivePhotoService/loadLivePhoto',
  ZHolderRequest,
  z.object({
    holder: ZKycHolder,
    holderName: z.string(),
    holderLabel: z.string(),
    stored: ZLivePhoto.nullable(),
  }),
);

/**
 * A capture from the camera (a JPEG from the page's canvas) or an uploaded picture. The server
 * checks it is a real image of a sensible size, crops it to a centred 3:4 portrait, stores it and
 * answers the stored photo.
 */
export const livePhotoCall = defineCall(
  'LivePhotoService/livePhoto',
  z.object({
    holder: ZKycHolder.default('F'),
    source: z.enum(['CAMERA', 'UPLOAD'], { error: 'Photo source should be valid.' }),
    fileName: ZUploadFileName.default('live-photo.jpg'),
    photo: ZUploadContent,
  }),
  ZLivePhoto,
);

/** Confirms the stored photo (livephotovrfy) and answers the next screen. */
export const saveLivePhotoCall = defineCall('LivePhotoService/saveLivePhoto', z.object({ holder: ZKycHolder.default('F'), confirm: ZConsent }), ZNextScreen);
