/** The theme of a branch link; the theme config's code loads only when such a link is opened. */
export function loadBranchTheme(code: string): Promise<void> {
  return import('./branch-theme').then((theme) => theme.applyBranchTheme(code));
}
