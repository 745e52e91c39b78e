/**
 * Lets code outside React (the API base, the post-login chain) move the user to another page. The
 * router registers itself at start; until then a full page load does the job.
 */
type Navigate = (to: string, options: { replace: boolean }) => void;
type LoadPage = (url: string) => void;

let navigate: Navigate = (to, { replace }) => {
  const url = `${import.meta.env.BASE_URL}${to.slice(1)}`;
  if (replace) window.location.replace(url);
  else window.location.assign(url);
};

let load: LoadPage = (url) => window.location.assign(url);

export function setNavigator(next: Navigate): void {
  navigate = next;
}

/** Tests replace the full page load, which jsdom cannot do. */
export function setPageLoader(next: LoadPage): void {
  load = next;
}

export function navigateTo(to: string, options = { replace: false }): void {
  navigate(to, options);
}

/** Leaves the app for `url` (another site, or this app from scratch), as a full page load. */
export function loadPage(url: string): void {
  load(url);
}

/** An app path as the browser sees it, under the base path: /login -> /cdesk/login. */
export function appUrl(path: string): string {
  return `${import.meta.env.BASE_URL}${path.replace(/^\//, '')}`;
}
