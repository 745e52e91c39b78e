import { type PointerEvent, useEffect, useRef, useState } from 'react';

/** Strokes drawn by the pointer on the pad's canvas, handed on as a PNG once each stroke ends. */
export function useSignatureInk(onChange: (png: string | null) => void) {
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

  return { canvas, inked, down, move, up, clear };
}
