import { vi } from 'vitest';

/** jsdom has no canvas: every 2D call is a no-op spy and toDataURL gives `png` (for the signature pad). */
export function stubCanvas(png = 'data:image/png;base64,iVBORw0KGgoFIRMA') {
  const calls: Record<string | symbol, unknown> = {};
  const context = new Proxy(calls, {
    get: (target, key) => (key in target ? target[key] : (target[key] = vi.fn())),
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    context as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(png);
}
