import {
  checkDocumentFile,
  documentSizeLimits,
  type ImageDocumentExtension,
  onboardingDocumentMessages,
} from '@cdesk/domain';

export type PickedFile =
  { ok: true; name: string; content: string } | { ok: false; message: string };

function dataUrlOf(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error(onboardingDocumentMessages.fileUnreadable));
    reader.readAsDataURL(file);
  });
}

/**
 * A picked file checked as the server will check it (extension, the bytes it starts with, size),
 * before it is read whole and sent as a data URL; a refusal costs no upload.
 */
export async function readPickedFile(
  file: File,
  accepted: readonly ImageDocumentExtension[],
): Promise<PickedFile> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const check = checkDocumentFile(
    { fileName: file.name, bytes: head, size: file.size },
    accepted,
    documentSizeLimits,
  );
  if (!check.ok) return check;
  try {
    return { ok: true, name: file.name, content: await dataUrlOf(file) };
  } catch {
    return { ok: false, message: onboardingDocumentMessages.fileUnreadable };
  }
}

/** The `accept` attribute of a file input for these extensions. */
export const acceptOf = (extensions: readonly string[]) => extensions.map((e) => `.${e}`).join(',');
