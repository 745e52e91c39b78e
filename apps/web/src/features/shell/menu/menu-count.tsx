/**
 * The number beside a menu item, e.g. transactions waiting for authorisation. Drawn from its
 * data attribute, so the item keeps its own name for assistive technology and for finding it; the
 * dashboard's card says the same in words.
 */
export function MenuCount({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-count={count}
      className="figures ml-2 inline-flex min-w-6 items-center justify-center rounded-full bg-warning px-1.5 text-xs leading-5 font-semibold text-white after:content-[attr(data-count)]"
    />
  );
}
