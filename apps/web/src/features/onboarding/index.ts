/**
 * Account opening (spec 2): its routes, and the frame and client its step pages are built with.
 * Step pages live in steps/ and are listed in steps/step-pages.ts.
 */
export { onboardingRoutes } from './routes';
