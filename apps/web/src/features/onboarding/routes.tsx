import type { OnboardingStep } from '@cdesk/domain';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject, useLocation, useParams } from 'react-router';

type Lazy = NonNullable<RouteObject['lazy']>;

const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): Lazy =>
  (async () => ({ Component: (await load())[name] })) as Lazy;

const entry = page(() => import('./entry-page'), 'EntryPage');
const generateOtp = page(() => import('./generate-otp-page'), 'GenerateOtpPage');
const verifyOtp = page(() => import('./verify-otp-page'), 'VerifyOtpPage');
const searchLogin = page(() => import('./search-login-page'), 'SearchLoginPage');
const notices = () => import('./notice-pages');
const fixedStep = (step: OnboardingStep): Lazy =>
  (async () => {
    const { StepRoute } = await import('./step-route');
    return { Component: () => <StepRoute step={step} /> };
  }) as Lazy;

/** The routes of one area (/tradereg or /emftradereg), spec 2 sections 2.1 and 2.2. */
function areaRoutes(area: 'tradereg' | 'emftradereg'): RouteObject[] {
  const at = (path: string) => `/${area}${path}`;
  return [
    ...['', '/client', '/client/registration', '/cro', '/cro/registration', '/partner']
      .concat(['/partner/registration', '/cropartner'])
      .map((path) => ({ path: at(path), lazy: entry })),
    {
      path: at('/cro/registration/account_type'),
      lazy: page(() => import('./account-type-page'), 'AccountTypePage'),
    },
    ...['createlogin', 'dclogin'].flatMap((base) => [
      { path: at(`/${base}/generate-otp`), lazy: generateOtp },
      { path: at(`/${base}/verify-otp`), lazy: verifyOtp },
      { path: at(`/${base}/search-login`), lazy: searchLogin },
    ]),
    { path: at('/createlogin/holdersPanDob'), lazy: fixedStep('holdersPanDob') },
    { path: at('/createlogin/selectacctype'), lazy: fixedStep('selectacctype') },
    { path: at('/cropartner/holderdetails'), lazy: fixedStep('holdertaxstatus') },
    // The live photo's verify view (2.2 livephotovrfy): screen 40 to 43, the photo as stored.
    { path: at('/createaccount/livephotovrfy'), lazy: fixedStep('livephoto') },
    {
      path: at('/createaccount/esigncapture'),
      lazy: page(() => import('./form/esigncapture-page'), 'EsignCapturePage'),
    },
    {
      path: at('/createaccount/processemandateres'),
      lazy: page(() => import('./steps/process-emandate-res'), 'ProcessEMandateResPage'),
    },
    {
      path: at('/createaccount/:step'),
      lazy: page(() => import('./step-route'), 'StepRoute'),
    },
    { path: at('/auth-error'), lazy: page(notices, 'AuthErrorPage') },
    { path: at('/unauthorised-access'), lazy: page(notices, 'RegUnauthorisedPage') },
    {
      path: at('/process-complete'),
      lazy: page(() => import('./form/process-complete-page'), 'ProcessCompletePage'),
    },
    {
      path: at('/verify-email'),
      lazy: page(() => import('./verify-email-page'), 'VerifyEmailPage'),
    },
    // Any other page of the area opens the area's entry.
    { path: at('/*'), element: <Navigate to={`/${area}`} replace /> },
  ];
}

/** The registration's links of spec 1 (without the /tradereg prefix) open their registration page. */
function LegacyLogin() {
  const { step = 'generate-otp' } = useParams();
  const { pathname, search } = useLocation();
  const base = pathname.startsWith('/dclogin') ? 'dclogin' : 'createlogin';
  return <Navigate to={`/tradereg/${base}/${step}${search}`} replace />;
}

/** Account opening: every page under /tradereg and /emftradereg, in the registration's frame. */
export const onboardingRoutes: RouteObject[] = [
  {
    lazy: page(() => import('./reg-layout'), 'RegLayout'),
    children: [...areaRoutes('tradereg'), ...areaRoutes('emftradereg')],
  },
  {
    lazy: page(() => import('./staff/staff-layout'), 'StaffLayout'),
    children: [
      {
        path: '/tradereg/staff/login',
        lazy: page(() => import('./staff/staff-login-page'), 'StaffLoginPage'),
      },
      {
        path: '/tradereg/staff/applications',
        lazy: page(() => import('./staff/staff-applications-page'), 'StaffApplicationsPage'),
      },
      {
        path: '/tradereg/staff/applications/:refNo',
        lazy: page(() => import('./staff/staff-application-page'), 'StaffApplicationPage'),
      },
      { path: '/tradereg/staff', element: <Navigate to="/tradereg/staff/applications" replace /> },
    ],
  },
  { path: '/createlogin/:step', element: <LegacyLogin /> },
  { path: '/dclogin/:step', element: <LegacyLogin /> },
  // The sign-up links of the public pages start a client's own registration.
  ...['/register', '/register/:id', '/account', '/account/:id'].map((path) => ({
    path,
    element: <Navigate to="/tradereg/client" replace />,
  })),
];
