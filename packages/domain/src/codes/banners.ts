/** A product login link carries at most para1..para5 (spec 1 section 2.3). */
export const bannerParamCount = 5;

/** An offer's type (the link's t): a short code such as NFO, SIP, MARS or IPO. */
export const bannerTypePattern = /^[A-Za-z0-9_-]{1,20}$/;
