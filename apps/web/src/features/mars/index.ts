/** MARS, the ready-made mutual-fund portfolios: its routes and the paths the shell leads to. */
export { marsRoutes } from './mars-routes';
