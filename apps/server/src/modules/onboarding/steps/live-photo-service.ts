import {
  type HolderRole,
  livePhotoDocType,
  livePhotoLimits as limits,
  onboardingDocumentMessages as m,
  pictureExtensions,
  screenIdFor,
  type TLivePhoto,
} from '@cdesk/domain';
import sharp from 'sharp';
import { decodeCapped } from '../../../lib/safe-files.js';
import { refuse } from './kyc-holder.js';
import { holderLabel, holderName } from './holder-names.js';
import type { OnboardingStore } from '../store.js';
import { checkUpload, dataUrl, sizeText } from './upload-checks.js';

// The portrait kept is at most 450 x 600: a capture is first redrawn no larger than this.
const photoBox = { width: 1200, height: 1200 } as const;

const photoKey = (refNo: string, role: HolderRole) => ({
  refNo,
  role,
  kind: 'PHOTO',
  docType: livePhotoDocType,
});

/**
 * The live photo of each holder (screens 40 to 43): captured by the camera or uploaded, checked
 * to be a real picture, cropped to a centred 3:4 portrait of at most 600 px, kept as JPEG, and
 * confirmed by the applicant on the verify view.
 */
export class LivePhotoService {
  constructor(private readonly store: OnboardingStore) {}

  async load(refNo: string, role: HolderRole) {
    await this.store.assertReached(refNo, screenIdFor('livephoto', role));
    const holder = await this.store.holder(refNo, role);
    return {
      holder: role,
      holderName: holderName(holder),
      holderLabel: holderLabel(role),
      stored: await this.stored(refNo, role),
    };
  }

  async capture(
    refNo: string,
    role: HolderRole,
    source: 'CAMERA' | 'UPLOAD',
    fileName: string,
    content: string,
  ): Promise<TLivePhoto> {
    await this.store.assertReached(refNo, screenIdFor('livephoto', role));
    const upload = await checkUpload(fileName, content, pictureExtensions, photoBox);
    const portrait = await portraitCrop(upload.bytes);
    await this.store.putFile({
      ...photoKey(refNo, role),
      fileName: `${source === 'CAMERA' ? 'camera' : 'upload'}-${role}.jpg`,
      mime: 'image/jpeg',
      content: portrait.bytes,
    });
    return {
      photo: dataUrl('image/jpeg', portrait.bytes),
      width: portrait.width,
      height: portrait.height,
      size: portrait.bytes.length,
      sizeText: sizeText(portrait.bytes.length),
      source,
    };
  }

  async confirm(refNo: string, role: HolderRole, confirm: 'Y' | 'N') {
    const screenId = screenIdFor('livephoto', role);
    await this.store.assertReached(refNo, screenId);
    if (!(await this.store.file(photoKey(refNo, role))))
      throw refuse('PHOTO_REQUIRED', m.photoRequired);
    if (confirm !== 'Y') throw refuse('PHOTO_CONFIRM', m.photoConfirm);
    return { nextScreenId: await this.store.advance(refNo, screenId) };
  }

  private async stored(refNo: string, role: HolderRole): Promise<TLivePhoto | null> {
    const file = await this.store.file(photoKey(refNo, role));
    if (!file) return null;
    const meta = await sharp(file.content).metadata();
    return {
      photo: dataUrl(file.mime, file.content),
      width: meta.width ?? 0,
      height: meta.height ?? 0,
      size: file.size,
      sizeText: sizeText(file.size),
      source: file.fileName.startsWith('camera') ? 'CAMERA' : 'UPLOAD',
    };
  }
}

/**
 * The centred 3:4 portrait of a picture, turned upright by its EXIF orientation, at most 600 px
 * high: the face of a person framed in the camera's guide. A picture smaller than 240 px either
 * way is refused: no face could be made out in it.
 */
async function portraitCrop(bytes: Buffer) {
  let upright: { data: Buffer; info: sharp.OutputInfo };
  try {
    upright = await decodeCapped(bytes).rotate().toBuffer({ resolveWithObject: true });
  } catch {
    throw refuse('FILE_CORRUPT', m.corruptImage);
  }
  const { width, height } = upright.info;
  if (width < limits.minWidth || height < limits.minHeight)
    throw refuse('PHOTO_DIMENSIONS', m.photoDimensions(limits.minWidth));
  const ratio = limits.outWidth / limits.outHeight;
  const cropWidth = Math.min(width, Math.round(height * ratio));
  const cropHeight = Math.min(height, Math.round(cropWidth / ratio));
  const outHeight = Math.min(limits.outHeight, cropHeight);
  const outWidth = Math.round(outHeight * ratio);
  const out = await sharp(upright.data)
    .extract({
      left: Math.floor((width - cropWidth) / 2),
      top: Math.floor((height - cropHeight) / 2),
      width: cropWidth,
      height: cropHeight,
    })
    .resize(outWidth, outHeight)
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  return { bytes: out.data, width: out.info.width, height: out.info.height };
}
