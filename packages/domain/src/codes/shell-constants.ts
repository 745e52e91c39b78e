/** Shell timings and sizes of spec 1 section 9. */
export const shellConstants = {
  /** After primaryMenu.xml fails, wait this long before the getPrimaryMenu fallback. */
  menuFallbackDelayMs: 1000,
  /** After the header loads, select the stored account code (or the first) after this delay. */
  accountCodeSelectDelayMs: 2000,
  /** Search results are dispatched this long after typing stops. */
  searchDispatchDelayMs: 1000,
  /** The search box's help text is clamped to this many characters before 'more'. */
  searchHelpTextClamp: 160,
  partnerLogoHeightPx: 50,
  socialIconPx: 20,
  breakpoints: { tablet: 767, desktop: 1025 },
} as const;

/** Spec 1 section 9: the search box's project. */
export const searchProject = { projectId: 584, projectName: 'cdesk' } as const;

/** The 'Showing for' entry (NAME and VALUE) that stands for every account code of the family. */
export const allInvestorsCode = 'ALL';
