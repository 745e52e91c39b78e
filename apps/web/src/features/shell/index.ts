/** What other areas use of the shell: the brand, the public frame, notices and the desk's frame. */
export { accountTypeRedirect } from './account-type';
export { BrandLogo, LogoHeader } from './brand-logo';
export { selectSelectedAccode } from './frame/frame-slice';
export { HeaderIconLink } from './header/header-icon-link';
export { handoffPath, handoffRoutePaths } from './handoff/handoff-paths';
export { HomePage } from './home-page';
export { loginNoticeSet, logoutTargetSet, stashLoginNotice } from './notice-slice';
export { PublicFrame } from './public/public-frame';
export { ShellLayout } from './shell-layout';
export type { MenuBadges } from './menu/menu-targets';
export { loadBranchTheme } from './theme/load-branch-theme';
