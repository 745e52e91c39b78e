/** How many wait behind a menu item, after its name; nothing when none do. */
export function MenuCount({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="figures ml-2 inline-flex min-w-6 items-center justify-center rounded-full bg-warning px-1.5 text-xs leading-5 font-semibold text-white">
      {count}
      <span className="sr-only"> waiting</span>
    </span>
  );
}
