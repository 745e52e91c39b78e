import { CircleCheck, CircleX } from 'lucide-react';
import { cx } from '../../../ui/cx';

/** The outcome of the investor's decision, as the server words it. */
export function MappingResult({ rejected, result }: { rejected: boolean; result: string }) {
  return (
    <div
      role="status"
      className={cx(
        'flex items-start gap-3 rounded-card p-4',
        rejected ? 'bg-subtle text-text' : 'bg-gain-soft text-gain',
      )}
    >
      {rejected ? (
        <CircleX aria-hidden className="mt-0.5 size-5 shrink-0" />
      ) : (
        <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
      )}
      <p className="font-medium">{result}</p>
    </div>
  );
}
