import { expect, type Page, type TestInfo } from '@playwright/test';
import { shot } from '../support';

async function next(page: Page) {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
}

/**
 * A small PDF with a page of text, written out by hand with its cross-reference table, so that
 * the server's PDF reader opens it as a real document (a scanned PAN card stands in for one).
 */
export function panCardPdf(name = 'MEERA JOSHI'): Buffer {
  const lines = Array.from(
    { length: 30 },
    (_, i) =>
      `BT /F1 9 Tf 40 ${760 - i * 14} Td (INCOME TAX DEPARTMENT  ${name}  LINE ${i + 1}) Tj ET`,
  ).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${lines.length} >>\nstream\n${lines}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A PNG drawn in the page's own canvas: a cheque-like slip with lines and some noise. */
export async function chequePng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 260;
    const ink = canvas.getContext('2d')!;
    ink.fillStyle = '#eef4ff';
    ink.fillRect(0, 0, 600, 260);
    for (let i = 0; i < 4000; i += 1) {
      ink.fillStyle = `rgba(30, 60, 120, ${((i * 37) % 100) / 400})`;
      ink.fillRect((i * 131) % 600, (i * 71) % 260, 2, 2);
    }
    ink.fillStyle = '#0f172a';
    ink.font = '20px sans-serif';
    ink.fillText('STATE BANK OF INDIA   CANCELLED', 30, 60);
    ink.fillText('A/c No. 00000012345678901', 30, 120);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
}

/** Draws a signature-like stroke across a pad with the mouse. */
export async function signOnPad(page: Page, label: string) {
  const pad = page.getByRole('img', { name: `Signature pad: ${label}` });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad is not on screen');
  const at = (fx: number, fy: number) => [box.x + box.width * fx, box.y + box.height * fy] as const;
  await page.mouse.move(...at(0.12, 0.6));
  await page.mouse.down();
  const path: Array<[number, number]> = [
    [0.2, 0.3],
    [0.28, 0.7],
    [0.36, 0.35],
    [0.44, 0.65],
    [0.52, 0.4],
    [0.6, 0.6],
    [0.72, 0.45],
    [0.85, 0.55],
  ];
  for (const [fx, fy] of path) await page.mouse.move(...at(fx, fy), { steps: 6 });
  await page.mouse.up();
}

/**
 * Screens 40, 44 and 45 of a single-holder application: the live photo taken with the camera
 * (Chromium's fake camera: --use-fake-device-for-media-stream --use-fake-ui-for-media-stream),
 * confirmed; the PAN card (a PDF) and the bank proof (a PNG) uploaded; a signature drawn with the
 * mouse. Starts on the live photo screen and leaves the signature screen for the form (49). With
 * the test's info, each screen is recorded (40-live-photo, 40-live-photo-verify, 44-documents,
 * 45-signature).
 */
export async function completePhotosDocumentsSignature(page: Page, testInfo?: TestInfo) {
  const record = (name: string) => (testInfo ? shot(page, testInfo, name) : Promise.resolve());
  await expect(page).toHaveURL(/\/createaccount\/livephoto/);
  await expect(page.getByRole('heading', { name: 'Live photo' })).toBeVisible();
  const take = page.getByRole('button', { name: 'Take photo' });
  await expect(take).toBeEnabled();
  await record('40-live-photo');
  await take.click();
  await expect(page).toHaveURL(/\/createaccount\/livephotovrfy/);
  await expect(page.getByRole('heading', { name: 'Check your photo' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Live photo of the Applicant/ })).toBeVisible();
  await page.getByRole('checkbox', { name: /This photo is of me/ }).check();
  await record('40-live-photo-verify');
  await next(page);

  await expect(page).toHaveURL(/\/createaccount\/uploaddocuments/);
  await expect(page.getByRole('heading', { name: 'Upload documents' })).toBeVisible();
  await page
    .getByLabel('PAN card', { exact: true })
    .setInputFiles({ name: 'pan-card.pdf', mimeType: 'application/pdf', buffer: panCardPdf() });
  await expect(page.getByText('pan-card.pdf')).toBeVisible();
  await page.getByLabel(/^Bank proof/).setInputFiles({
    name: 'cancelled-cheque.png',
    mimeType: 'image/png',
    buffer: await chequePng(page),
  });
  await expect(page.getByText('cancelled-cheque.png')).toBeVisible();
  await record('44-documents');
  await next(page);

  await expect(page).toHaveURL(/\/createaccount\/signature/);
  await expect(page.getByRole('heading', { name: 'Signature', exact: true })).toBeVisible();
  await signOnPad(page, 'Applicant');
  await record('45-signature');
  await next(page);
  await expect(page).toHaveURL(/\/createaccount\/viewewealthform/);
}
