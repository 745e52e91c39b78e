import { Eraser } from 'lucide-react';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../../ui/button';

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
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  const [inked, setInked] = useState(false);
  const drawn = useRef(false);

  useEffect(() => {
    const pad = canvas.current;
    if (!pad) return;
    const scale = window.devicePixelRatio || 1;
    pad.width = Math.round(pad.clientWidth * scale);
    pad.height = Math.round(pad.clientHeight * scale);
    const ink = pad.getContext('2d');
    if (!ink) return;
    ink.scale(scale, scale);
    ink.lineCap = 'round';
    ink.lineJoin = 'round';
    ink.lineWidth = 2.5;
    ink.strokeStyle = '#0f172a';
  }, []);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };
  const down = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    last.current = point(event);
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    const from = last.current;
    const ink = canvas.current?.getContext('2d');
    if (!from || !ink) return;
    const to = point(event);
    ink.beginPath();
    ink.moveTo(from.x, from.y);
    ink.lineTo(to.x, to.y);
    ink.stroke();
    last.current = to;
    drawn.current = true;
    if (!inked) setInked(true);
  };
  const up = () => {
    if (!last.current) return;
    last.current = null;
    if (drawn.current && canvas.current) onChange(canvas.current.toDataURL('image/png'));
  };
  const clear = () => {
    const pad = canvas.current;
    pad?.getContext('2d')?.clearRect(0, 0, pad.width, pad.height);
    drawn.current = false;
    setInked(false);
    onChange(null);
  };

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
