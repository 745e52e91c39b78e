import { createElement } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { myPlansPath } from './plans-paths';

const myPlansPage: RouteObject['lazy'] = async () => ({
  Component: (await import('./my-plans-page')).MyPlansPage,
});
const stopPlanPage: RouteObject['lazy'] = async () => ({
  Component: (await import('./stop-plan-page')).StopPlanPage,
});
const changeBankPage: RouteObject['lazy'] = async () => ({
  Component: (await import('./change-bank-page')).ChangeBankPage,
});
const topUpPage: RouteObject['lazy'] = async () => ({
  Component: (await import('./top-up-page')).TopUpPage,
});
const otpPage: RouteObject['lazy'] = async () => ({
  Component: (await import('./plan-otp-page')).PlanOtpPage,
});
const ackPage: RouteObject['lazy'] = async () => ({
  Component: (await import('./plan-ack-page')).PlanAckPage,
});

/**
 * My systematic plans (spec 3 section 2): the list; its stops, bank change and top-up; the EMF OTP
 * page; and the acknowledgements of stops (sbs), revocations (tsr), bank shifts and top-ups.
 */
export const planRoutes: RouteObject[] = [
  { path: myPlansPath, lazy: myPlansPage },
  // The menu's earlier address of the same page.
  {
    path: '/transact/mutual-funds/my-systematic-plans',
    Component: () => createElement(Navigate, { to: myPlansPath, replace: true }),
  },
  ...['sipstop', 'swpstop', 'stpstop'].map((sub) => ({
    path: `${myPlansPath}/${sub}`,
    lazy: stopPlanPage,
  })),
  { path: `${myPlansPath}/changebank`, lazy: changeBankPage },
  { path: `${myPlansPath}/siptopup`, lazy: topUpPage },
  { path: '/transact/authorize/2fa/:flow/OTPValidate', lazy: otpPage },
  ...['sbs', 'tsr', 'sipshifting', 'tpsip'].map((type) => ({
    path: `/transact/authorize/${type}/achknowledge`,
    lazy: ackPage,
  })),
];
