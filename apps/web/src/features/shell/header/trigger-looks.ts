/*
 * The resting look of the header's deferred controls, shared by each control and by the inert
 * stand-in the header paints before the control's code is in (header-parts.tsx), so the two
 * cannot drift apart.
 */

export const avatarTriggerLook = 'flex min-h-11 items-center gap-2 rounded-full p-1';

export const partnerTriggerLook =
  'flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-card px-2 text-sm font-medium text-header-fg';

/** The icon inside the search box. */
export const searchIconLook =
  'pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted';

export const searchPlaceholder = 'Search funds or pages, e.g. SIP';

export const searchInputLook =
  'min-h-11 w-full rounded-card border border-border-strong bg-surface pr-3 pl-9 text-[15px] text-text placeholder:text-placeholder';

/** Hover, focus and open states, for the live controls on the navy header. */
export const onDarkTriggerStates =
  'hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white data-[state=open]:bg-white/15';
