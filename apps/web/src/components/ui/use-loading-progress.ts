import { useEffect, useState } from 'react';

/**
 * Progress of the loading screens (docs/product.md#timings), as the spec words it: +5 every 50 ms up to
 * 100 while waiting; once done, pushed to 95 (never back down, if it already climbed further) then 100,
 * and `finished` about 250 ms after, when the bar has been seen full.
 */
export function useLoadingProgress(done: boolean) {
  const [progress, setProgress] = useState(0);
  const [finished, setFinished] = useState(false);

  useEffect(() => {
    if (done) return;
    const id = setInterval(() => setProgress((p) => Math.min(p + 5, 100)), 50);
    return () => clearInterval(id);
  }, [done]);

  useEffect(() => {
    if (!done) return;
    setProgress((p) => Math.max(p, 95));
    const toFull = setTimeout(() => setProgress(100), 100);
    const hide = setTimeout(() => setFinished(true), 250);
    return () => {
      clearTimeout(toFull);
      clearTimeout(hide);
    };
  }, [done]);

  return { progress, finished };
}
