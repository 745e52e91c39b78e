/** The first letter of the investor's name (spec 1 section 2.5) until display photos arrive. */
export function UserAvatar({ name }: { name: string }) {
  return (
    <span
      aria-hidden
      className="flex size-9 shrink-0 items-center justify-center rounded-full bg-white/15 text-sm font-semibold text-header-fg uppercase ring-1 ring-white/25"
    >
      {name.trim().charAt(0) || '?'}
    </span>
  );
}
