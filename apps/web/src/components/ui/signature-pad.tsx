import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type Ref,
} from 'react';

/*
 * Hand-written rather than signature_pad: the pad only needs pointer strokes, a clear and a PNG export,
 * which is ~100 lines over the Pointer Events API (mouse, touch and pen alike), with nothing to update
 * and no extra weight in the screens that use it (loan confirmation, loan request). Strokes are kept as points so that a resize (rotation,
 * keyboard) redraws them instead of wiping the canvas.
 */

type Point = { x: number; y: number };

export interface SignaturePadHandle {
  isEmpty: () => boolean;
  /** A PNG data URL ("data:image/png;base64,..."), on white so that it reads on any background. */
  toPng: () => string;
  clear: () => void;
}

interface SignaturePadProps {
  ref?: Ref<SignaturePadHandle>;
  label: string;
  /** Called when the pad goes from empty to signed or back. */
  onChange?: (signed: boolean) => void;
}

// docs/product.md#constants: blue stroke, width 2.
const STROKE = '#1d4ed8';
const STROKE_WIDTH = 2;

function drawStroke(ctx: CanvasRenderingContext2D, points: Point[]) {
  const [first, ...rest] = points;
  if (!first) return;
  ctx.beginPath();
  ctx.moveTo(first.x, first.y);
  // A lone point (a tap) is drawn as a dot.
  if (rest.length === 0) ctx.lineTo(first.x + 0.1, first.y + 0.1);
  for (const point of rest) ctx.lineTo(point.x, point.y);
  ctx.stroke();
}

export function SignaturePad({ ref, label, onChange }: SignaturePadProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const strokes = useRef<Point[][]>([]);
  const drawing = useRef<Point[] | null>(null);
  const [signed, setSigned] = useState(false);
  const changed = useRef(onChange);
  changed.current = onChange;

  const context = useCallback(() => {
    const ctx = canvas.current?.getContext('2d') ?? null;
    if (ctx) {
      ctx.strokeStyle = STROKE;
      ctx.lineWidth = STROKE_WIDTH;
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
    }
    return ctx;
  }, []);

  /** Matches the bitmap to the CSS size times the pixel ratio (sharp lines), then redraws every stroke. */
  const fit = useCallback(() => {
    const element = canvas.current;
    if (!element) return;
    const ratio = Math.max(1, window.devicePixelRatio || 1);
    const { width, height } = element.getBoundingClientRect();
    element.width = Math.round(width * ratio);
    element.height = Math.round(height * ratio);
    const ctx = context();
    if (!ctx) return;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    for (const stroke of strokes.current) drawStroke(ctx, stroke);
  }, [context]);

  useEffect(() => {
    fit();
    const element = canvas.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => observer.disconnect();
  }, [fit]);

  const setSignedState = (value: boolean) => {
    setSigned(value);
    changed.current?.(value);
  };

  const clear = useCallback(() => {
    strokes.current = [];
    drawing.current = null;
    const element = canvas.current;
    const ctx = context();
    if (element && ctx) {
      ctx.save();
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, element.width, element.height);
      ctx.restore();
    }
    setSigned(false);
    changed.current?.(false);
  }, [context]);

  useImperativeHandle(
    ref,
    () => ({
      isEmpty: () => strokes.current.length === 0,
      clear,
      toPng: () => {
        const element = canvas.current;
        if (!element) return '';
        const copy = document.createElement('canvas');
        copy.width = element.width;
        copy.height = element.height;
        const ctx = copy.getContext('2d');
        if (!ctx) return element.toDataURL('image/png');
        ctx.fillStyle = '#ffffff';
        ctx.fillRect(0, 0, copy.width, copy.height);
        ctx.drawImage(element, 0, 0);
        return copy.toDataURL('image/png');
      },
    }),
    [clear],
  );

  const pointAt = (event: ReactPointerEvent<HTMLCanvasElement>): Point => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };

  function onPointerDown(event: ReactPointerEvent<HTMLCanvasElement>) {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const stroke = [pointAt(event)];
    drawing.current = stroke;
    strokes.current.push(stroke);
    const ctx = context();
    if (ctx) drawStroke(ctx, stroke);
    if (!signed) setSignedState(true);
  }

  function onPointerMove(event: ReactPointerEvent<HTMLCanvasElement>) {
    const stroke = drawing.current;
    if (!stroke) return;
    const last = stroke[stroke.length - 1];
    // Coalesced events keep fast strokes smooth on phones that report many points per frame.
    const events = event.nativeEvent.getCoalescedEvents?.() ?? [];
    const box = event.currentTarget.getBoundingClientRect();
    const points =
      events.length > 0
        ? events.map((e) => ({ x: e.clientX - box.left, y: e.clientY - box.top }))
        : [pointAt(event)];
    stroke.push(...points);
    const ctx = context();
    if (ctx) drawStroke(ctx, last ? [last, ...points] : points);
  }

  function onPointerEnd() {
    drawing.current = null;
  }

  return (
    <div className="w-full max-w-[600px]">
      <canvas
        ref={canvas}
        role="img"
        aria-label={label}
        data-signed={signed}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        // docs/product.md#constants: at least 200 px tall, 180 px on small screens. touch-none keeps the page still while signing.
        className="block h-[180px] w-full touch-none rounded-xl border-2 border-dashed border-slate-300 bg-white min-[360px]:h-[200px]"
      />
      <div className="mt-2 flex items-center justify-between gap-3">
        <p className="text-xs text-slate-500">{signed ? 'Firma registrada' : 'Firme dentro del recuadro'}</p>
        <button
          type="button"
          onClick={clear}
          disabled={!signed}
          className="min-h-11 rounded-xl px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:text-slate-400"
        >
          Limpiar
        </button>
      </div>
    </div>
  );
}
