import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { IconButton } from '../../../ui/icon-button';

/** A reference number the investor may need to quote: shown in full and copyable. */
export function CopyValue({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      // Clipboard refused (permissions): the value is selectable as well.
    }
  }
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 border-b border-border py-2 last:border-0">
      <span className="text-sm text-muted">{label}</span>
      <span className="flex min-w-0 items-center gap-1">
        <span className="figures min-w-0 font-semibold break-all text-text select-all">
          {value}
        </span>
        <IconButton
          label={copied ? `${label} copied` : `Copy ${label}`}
          icon={copied ? Check : Copy}
          iconClassName="size-4"
          onClick={() => void copy()}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-card text-brand hover:bg-brand-soft"
        />
      </span>
    </div>
  );
}
