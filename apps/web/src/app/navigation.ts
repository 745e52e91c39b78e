/**
 * Lets code outside React (the API base) move the user to another page. The router registers
 * itself at start; until then a full page load does the job.
 */
type Navigate = (to: string, options: { replace: boolean }) => void;

let navigate: Navigate = (to, { replace }) => {
  const url = `${import.meta.env.BASE_URL}${to.slice(1)}`;
  if (replace) window.location.replace(url);
  else window.location.assign(url);
};

export function setNavigator(next: Navigate): void {
  navigate = next;
}

export function navigateTo(to: string, options = { replace: false }): void {
  navigate(to, options);
}
