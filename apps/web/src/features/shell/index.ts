/** What the app composes of the shell: the desk's frame, its home page and the hand-off routes. */
export { HeaderIconLink } from './header/header-icon-link';
export { handoffPath, handoffRoutePaths } from './handoff/handoff-paths';
export { HomePage } from './home-page';
export { ShellLayout } from './shell-layout';
export type { MenuBadges } from './menu/menu-targets';
