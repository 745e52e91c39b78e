import type { RouteObject } from 'react-router';
import { goalsPath, helpMeInvestPath } from '../../lib/paths';

const goalsPage: RouteObject['lazy'] = async () => ({
  Component: (await import('./goals-page')).GoalsPage,
});
const createNeedPage: RouteObject['lazy'] = async () => ({
  Component: (await import('./create-need-page')).CreateNeedPage,
});
const viewNeedPage: RouteObject['lazy'] = async () => ({
  Component: (await import('./view-need-page')).ViewNeedPage,
});
const helpMeInvestPage: RouteObject['lazy'] = async () => ({
  Component: (await import('./help-me-invest-page')).HelpMeInvestPage,
});

/** Goals and needs (spec 1 section 2.4: /goals, /createneed, /viewneed) and Help me invest. */
export const goalRoutes: RouteObject[] = [
  { path: goalsPath, lazy: goalsPage },
  { path: '/createneed', lazy: createNeedPage },
  { path: '/viewneed', lazy: viewNeedPage },
  { path: helpMeInvestPath, lazy: helpMeInvestPage },
];
