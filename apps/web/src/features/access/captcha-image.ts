/*
 * Only the captcha field imports this: were it in captcha.ts, which the login page loads, the
 * login page's chunk would have to export it and stop being a chunk of its own (bench/bundle).
 */

/**
 * POST captcha/image (at `address`, which the login page gives: the captcha's contract is in its
 * chunk): the reply is the SVG itself, shown through a blob URL the caller revokes.
 */
export async function captchaImageUrl(
  address: string,
  loginId: string,
  signal?: AbortSignal,
): Promise<string> {
  const response = await fetch(address, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'image/svg+xml' },
    body: JSON.stringify({ loginId: loginId.trim() }),
    cache: 'no-store',
    credentials: 'same-origin',
    signal,
  });
  if (!response.ok) throw new Error(`captcha image: HTTP ${response.status}`);
  return URL.createObjectURL(await response.blob());
}
