import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import {
  authoriseDeskRoutes,
  authoriseLinkRoutes,
  PendingAuthCard,
  primePendingCount,
  withReceiptRoutes,
} from '../features/authorise';
import { checkoutRoutes } from '../features/checkout';
import { goalRoutes } from '../features/goals';
import { mandatePublicRoutes, mandateRoutes } from '../features/mandates';
import { marsRoutes } from '../features/mars';
import { dematReportRoutes, trustedReportRoutes } from '../features/reports';
import { onboardingRoutes } from '../features/onboarding';
import {
  nfoRoutes,
  planOtpRoutePath,
  planRoutes,
  purchaseRoutes,
  sellRoutes,
} from '../features/mutual-funds';
import { servicesRoutes } from '../features/services';
import { handoffRoutePaths, HomePage } from '../features/shell';
import { SessionGate } from '../features/access';
import type { VisitorHandle } from '../features/access';
import { AuthoriseAccess, AuthoriseFrame } from './authorise-access';
import { DeskShell } from './desk-shell';

/**
 * The mutual fund pages. Those under /transact/authorize/ (UPI wait, acknowledgements, status, the
 * OTP page) and the eDIS return page are reached after authorising, so they are routed with the
 * authorise pages; authorise serves the OTP page's path for both its uses.
 */
const fundRoutes = [
  ...purchaseRoutes,
  ...sellRoutes,
  ...checkoutRoutes,
  ...planRoutes,
  ...nfoRoutes,
].filter((route) => route.path !== planOtpRoutePath);
const afterAuthorising = (route: RouteObject) =>
  route.path === '/edis-response' || (route.path ?? '').startsWith('/transact/authorize/');
const isAcknowledgement = (route: RouteObject) => (route.path ?? '').endsWith('/achknowledge');

/** Spec 1 section 5: the authorise pages open for a visitor too (app/authorise-access.tsx). */
const authoriseRoutes: RouteObject = {
  id: 'authorise-access',
  Component: AuthoriseAccess,
  children: [
    {
      Component: AuthoriseFrame,
      children: [
        ...authoriseLinkRoutes,
        ...fundRoutes.filter((r) => afterAuthorising(r) && !isAcknowledgement(r)),
        withReceiptRoutes(fundRoutes.filter((r) => afterAuthorising(r) && isAcknowledgement(r))),
      ],
    },
  ],
};

const publicLinkLanding: RouteObject['lazy'] = async () => ({
  Component: (await import('../features/shell/link-landing-page')).PublicLinkLandingPage,
});
const mappingPage: RouteObject['lazy'] = async () => ({
  Component: (await import('../features/access/mapping/mapping-page')).MappingPage,
});

const aboutPage: RouteObject['lazy'] = async () => ({
  Component: (await import('../features/public/about-page')).AboutPage,
});
const legalPage = (
  page: 'TermsPage' | 'DisclaimerPage' | 'PrivacyPolicyPage' | 'RiskAppetitePage',
) =>
  (async () => ({
    Component: (await import('../features/public/legal-page'))[page],
  })) satisfies RouteObject['lazy'];
const errorPage = (page: 'NotFoundPage' | 'NoResultsPage') =>
  (async () => ({
    Component: (await import('../features/public/error-pages'))[page],
  })) satisfies RouteObject['lazy'];

/**
 * Pages a visitor may open without logging in (spec 1 sections 2.1 and 5): recovery, the blocked
 * page, the mapping authorisation with its own PIN login, and the whitelisted partner links.
 */
export const publicRoutes: RouteObject[] = [
  {
    path: '/forgot-password',
    lazy: async () => ({
      Component: (await import('../features/access/recovery/recovery-pages')).ForgotPasswordPage,
    }),
  },
  {
    path: '/forgot-pin',
    lazy: async () => ({
      Component: (await import('../features/access/recovery/recovery-pages')).ForgotPinPage,
    }),
  },
  {
    path: '/forgot-loginid',
    lazy: async () => ({
      Component: (await import('../features/access/recovery/recovery-pages')).ForgotLoginIdPage,
    }),
  },
  {
    path: '/ucc-block',
    lazy: async () => ({
      Component: (await import('../features/access/ucc-block-page')).UccBlockPage,
    }),
  },
  { path: '/mapping-unmapping', lazy: mappingPage },
  { path: '/acc-map-unmap', lazy: mappingPage },
  authoriseRoutes,
  ...mandatePublicRoutes,
  {
    // With ?token= it works without a session (a payment link sent to the investor).
    path: '/dpcharges',
    lazy: async () => ({
      Component: (await import('../features/access/forced/dp-charges-redirect')).DpChargesRedirect,
    }),
  },
  {
    path: '/transact/errorPage',
    lazy: async () => ({
      Component: (await import('../features/shell/transact-error-page')).TransactErrorPage,
    }),
  },
  // The static public pages of spec 1 section 2.1.
  { path: '/about', lazy: aboutPage },
  { path: '/terms', lazy: legalPage('TermsPage') },
  { path: '/disclaimer', lazy: legalPage('DisclaimerPage') },
  { path: '/privacy-policy', lazy: legalPage('PrivacyPolicyPage') },
  { path: '/risk-appetite', lazy: legalPage('RiskAppetitePage') },
  { path: '/404', lazy: errorPage('NotFoundPage') },
  { path: '/no-results-found', lazy: errorPage('NoResultsPage') },
  // Reports shared through a trusted link (spec 1 section 5's whitelist).
  ...trustedReportRoutes,
  ...[
    '/pdesk/login',
    '/mfcentral-auth',
    // Returns of account opening's part 2 (bank onwards), which is completed with the partner.
    '/account-success',
    '/bank-processing',
  ].map((path) => ({ path, lazy: publicLinkLanding })),
  // Account opening (spec 2) under /tradereg and /emftradereg, open without a desk login.
  ...onboardingRoutes,
];

const handoffPage: RouteObject['lazy'] = async () => ({
  Component: (await import('../features/shell/handoff/handoff-page')).HandoffPage,
});
const linkLanding: RouteObject['lazy'] = async () => ({
  Component: (await import('../features/shell/link-landing-page')).LinkLandingPage,
});
const menuSectionPage: RouteObject['lazy'] = async () => ({
  Component: (await import('../features/shell/menu/menu-section-page')).MenuSectionPage,
});
const profilePage: RouteObject['lazy'] = async () => ({
  Component: (await import('../features/shell/profile/profile-page')).ProfilePage,
});

/** The forced screens of spec 1 section 2.2; the session gate lets only the current one open. */
const forcedRoutes: RouteObject[] = [
  {
    path: '/panAadhaarSeeding',
    lazy: async () => ({
      Component: (await import('../features/access/forced/pan-aadhaar-page')).PanAadhaarPage,
    }),
  },
  {
    path: '/fatcadeclaration',
    lazy: async () => ({
      Component: (await import('../features/access/forced/fatca-page')).FatcaPage,
    }),
  },
  {
    path: '/deactivateducc',
    lazy: async () => ({
      Component: (await import('../features/access/forced/dp-charges-page')).DpChargesPage,
    }),
  },
  {
    path: '/rekyc',
    lazy: async () => ({
      Component: (await import('../features/access/forced/rekyc-page')).RekycPage,
    }),
  },
  {
    path: '/ask-peronalised',
    lazy: async () => ({
      Component: (await import('../features/access/forced/personalised-id-page'))
        .PersonalisedIdPage,
    }),
  },
  {
    path: '/verifyemail',
    lazy: async () => ({
      Component: (await import('../features/access/forced/verify-email-page')).VerifyEmailPage,
    }),
  },
];

const portfolioPage: RouteObject['lazy'] = async () => ({
  Component: (await import('../features/portfolio/portfolio-page')).PortfolioPage,
});

/** The dashboard, with what waits for the client's authorisation. */
function DeskHome() {
  return <HomePage notices={<PendingAuthCard />} />;
}

const shellRoutes: RouteObject[] = [
  { path: '/portfolio', lazy: portfolioPage },
  // The mutual-fund statements of the Reports menu.
  ...(['summary', 'detail'] as const).map((view) => ({
    path: `/report/mutual-funds/capital-gain/${view}`,
    lazy: async () => {
      const { CapitalGainPage } = await import('../features/reports/capital-gain-page');
      return { Component: () => <CapitalGainPage view={view} /> };
    },
  })),
  {
    path: '/report/mutual-funds/tax-harvesting',
    lazy: async () => ({
      Component: (await import('../features/reports/tax-harvesting-page')).TaxHarvestingPage,
    }),
  },
  {
    path: '/report/mutual-funds/transaction-statement',
    lazy: async () => ({
      Component: (await import('../features/reports/transaction-statement-page'))
        .TransactionStatementPage,
    }),
  },
  { path: '/transact/mutual-funds/portfolio', lazy: portfolioPage },
  { index: true, Component: DeskHome },
  // The profile menu's item is /setting (spec 1 section 2.5); both open the same page.
  ...['/settings', '/setting'].map((path) => ({
    path,
    lazy: async () => ({
      Component: (await import('../features/shell/settings/settings-page')).SettingsPage,
    }),
  })),
  {
    path: '/notifications',
    lazy: async () => ({
      Component: (await import('../features/shell/notifications/notifications-page'))
        .NotificationsPage,
    }),
  },
  {
    path: '/help-and-support',
    lazy: async () => ({
      Component: (await import('../features/shell/help/help-page')).HelpPage,
    }),
  },
  {
    path: '/contact',
    lazy: async () => ({
      Component: (await import('../features/shell/partner/contact-page')).ContactPage,
    }),
  },
  {
    path: '/nomineeTransact',
    lazy: async () => ({
      Component: (await import('../features/nominee/nominee-page')).NomineePage,
    }),
  },
  {
    path: '/nomiesigncapture',
    lazy: async () => ({
      Component: (await import('../features/nominee/esign-capture-page')).EsignCapturePage,
    }),
  },
  {
    path: '/help-and-support/send-query',
    lazy: async () => ({
      Component: (await import('../features/shell/send-query-page')).SendQueryPage,
    }),
  },
  ...fundRoutes.filter((route) => !afterAuthorising(route)),
  ...authoriseDeskRoutes,
  ...goalRoutes,
  ...mandateRoutes,
  ...marsRoutes,
  ...dematReportRoutes,
  ...servicesRoutes,
  {
    path: '/transact/mutual-funds/allFunds',
    lazy: async () => ({
      Component: (await import('../features/mutual-funds/schemes/all-funds-page')).AllFundsPage,
    }),
  },
  {
    path: '/scheme-insight/:schCode',
    lazy: async () => ({
      Component: (await import('../features/mutual-funds/schemes/scheme-insight-page'))
        .SchemeInsightPage,
    }),
  },
  // Deep-link targets (spec 1 section 2.3): their features replace these landing pages.
  { path: '/prodlogin', lazy: linkLanding },
  ...['/transact/banner/banner', '/transact/banner/prodlogin'].map((path) => ({
    path,
    lazy: async () => ({
      Component: (await import('../features/shell/banners/banner-link-page')).BannerLinkPage,
    }),
  })),
  {
    path: '/banner',
    lazy: async () => ({
      Component: (await import('../features/shell/banners/banners-page')).BannersPage,
    }),
  },
  {
    path: '/marsBanner',
    lazy: async () => ({
      Component: (await import('../features/shell/banners/mars-banner-page')).MarsBannerPage,
    }),
  },
  // The hand-over to the online-trading host (spec 1 sections 2.3 and 2.4).
  ...handoffRoutePaths.map((path) => ({ path, lazy: handoffPage })),
  // Menu items with items under them (and the breadcrumb's links to them) list those items.
  ...[
    '/transact',
    '/transact/mutual-funds',
    '/transact/public-offer',
    '/report/mutual-funds',
    '/report/mutual-funds/capital-gain',
    '/services',
  ].map((path) => ({ path, lazy: menuSectionPage })),
  // Menu items and listed routes whose work is a desk page at another path, or is not offered
  // online (the landing says so and whom to contact), and the returns from partners' sites that
  // show something only while their request waits (link-landings.ts).
  ...[
    '/transact/capital-market',
    '/transact/debt-market',
    '/transact/loan',
    '/transact/loan/njfspl/loans',
    '/transact/public-offer/:option',
    '/transact/enps',
    '/report/mutual-funds/sip-report',
    '/report/holding-statement',
    '/report/net-worth',
    '/ewaToMarsRedirection',
    '/changePwdPin/2fa',
    '/drfesigncapture',
    '/webview',
    '/mfTranSlip',
    '/marsFamilyNeed',
    '/njcloanlogin',
    '/njfsplloanlogin',
    '/epay-now-res',
    '/esign-response',
    '/transact/instaPur-response',
  ].map((path) => ({ path, lazy: linkLanding })),
  ...['/profile', '/profile/:key', '/profile/:key/:subkey'].map((path) => ({
    path,
    lazy: profilePage,
  })),
];

/** Spec 1 section 2.4: `/` for a visitor is the landing variant (require-login.tsx). */
const visitorHome: VisitorHandle = {
  visitorPage: lazy(async () => ({
    default: (await import('../features/public/landing-page')).LandingPage,
  })),
};

/**
 * Under the login gate (routes.tsx): the session gate, then the shell around every page. The gate,
 * the shell and the dashboard come with this route table rather than as chunks of their own: every
 * desk page needs them, and the pages' chunks, imported from here, then share their parts instead
 * of splitting them into a score of small files (Rollup counts what is already loaded).
 */
export const deskRoutes: RouteObject[] = [
  {
    id: 'session-gate',
    handle: visitorHome,
    Component: SessionGate,
    children: [
      {
        id: 'shell',
        Component: DeskShell,
        children: [...forcedRoutes, ...shellRoutes],
      },
    ],
  },
];

/**
 * Done before the desk's first page after a login or a forced step (routes.tsx), with this table
 * loading meanwhile: the count of what waits for authorisation, which that page shows.
 */
export const prepareDesk = primePendingCount;
