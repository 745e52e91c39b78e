import { checkDisplayPhotoPayload } from '@cdesk/domain';

export type PickedPhoto = { ok: true; dataUrl: string } | { ok: false; message: string };

/**
 * A picked file checked with the very check the gateway applies to the upload (type by its bytes,
 * then size), so a wrong file is refused at once instead of after a 2 MB upload.
 */
export async function readPhoto(file: Blob): Promise<PickedPhoto> {
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
  const check = checkDisplayPhotoPayload(dataUrl);
  return check.ok ? { ok: true, dataUrl } : { ok: false, message: check.message };
}
