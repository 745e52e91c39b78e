/** Hands the browser a file to save, made from text or base64 bytes. */
export function saveTextFile(fileName: string, content: string, mime: string): void {
  save(fileName, new Blob([content], { type: mime }));
}

export function base64Blob(content: string, mime: string): Blob {
  const bytes = Uint8Array.from(atob(content), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: mime });
}

function save(fileName: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
