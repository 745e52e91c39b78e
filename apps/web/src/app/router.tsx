import { createBrowserRouter } from 'react-router';
import { setNavigator } from './navigation';
import { routes } from './routes';

export const router = createBrowserRouter(routes, { basename: '/cdesk' });

setNavigator((to, { replace }) => void router.navigate(to, { replace }));
