/** What other areas use of the logged-out site: the frame its pages share, and its footer. */
export { PublicFrame } from './public-frame';
export { SiteFooter } from './site-footer';
