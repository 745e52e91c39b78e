import { FlaskConical } from 'lucide-react';

/** The depository's sample prices are marked wherever a value is shown. */
export function DemoPriceNote({ note }: { note: string }) {
  const rest = note.replace(/^Demo prices: /, '');
  return (
    <p className="flex items-start gap-2 rounded-card bg-warning-soft px-3 py-2 text-sm text-warning">
      <FlaskConical aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>
        <span className="font-semibold">Demo prices.</span> {rest.charAt(0).toUpperCase()}
        {rest.slice(1)}
      </span>
    </p>
  );
}
