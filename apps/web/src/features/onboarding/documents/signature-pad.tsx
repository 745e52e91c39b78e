import { Eraser } from 'lucide-react';
import { Button } from '../../../ui/button';
import { useSignatureInk } from './use-signature-ink';

interface SignaturePadProps {
  /** Names the pad for screen readers (whose signature it takes). */
  label: string;
  /** The drawing as a PNG data URL, or null when the pad is cleared. */
  onChange: (png: string | null) => void;
}

/**
 * A pad to sign on with a mouse, a finger or a pen (pointer events, so all three draw the same):
 * dark strokes on a transparent ground, drawn at the screen's pixel density.
 */
export function SignaturePad({ label, onChange }: SignaturePadProps) {
  const { canvas, inked, down, move, up, clear } = useSignatureInk(onChange);

  return (
    <div className="flex flex-col gap-2">
      <div className="relative">
        <canvas
          ref={canvas}
          role="img"
          aria-label={`Signature pad: ${label}`}
          className="h-40 w-full touch-none rounded-card border border-border-strong bg-surface tablet:h-48"
          onPointerDown={down}
          onPointerMove={move}
          onPointerUp={up}
          onPointerCancel={up}
        />
        {!inked && (
          <p
            aria-hidden
            className="pointer-events-none absolute inset-x-0 bottom-4 text-center text-sm text-placeholder"
          >
            Sign here
          </p>
        )}
        <div
          aria-hidden
          className="pointer-events-none absolute inset-x-6 bottom-10 border-b border-border"
        />
      </div>
      <div className="flex justify-end">
        <Button variant="ghost" onClick={clear} disabled={!inked}>
          <Eraser aria-hidden className="size-4" />
          Clear
        </Button>
      </div>
    </div>
  );
}
