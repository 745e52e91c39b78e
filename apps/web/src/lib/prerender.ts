/**
 * The landing page of a visitor is also in index.html as plain markup (build-plugins/prerender.ts),
 * so it paints as soon as the HTML and the stylesheet arrive. The app's own landing page takes its
 * place in the frame it first renders.
 */
export const PRERENDER_ID = 'cdesk-prerender';

export function dropPrerender(): void {
  document.getElementById(PRERENDER_ID)?.remove();
}
