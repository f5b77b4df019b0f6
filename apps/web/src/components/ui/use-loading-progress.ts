import { useEffect, useState } from 'react';

/**
 * Progress of the loading screens (docs/product.md#timings): +5 every 50 ms while waiting; once done, 95 then 100,
 * and `finished` about 250 ms after. While waiting it stops at 90 so that "done" still moves the bar.
 */
export function useLoadingProgress(done: boolean) {
  const [progress, setProgress] = useState(0);
  const [finished, setFinished] = useState(false);

  useEffect(() => {
    if (done) return;
    const id = setInterval(() => setProgress((p) => Math.min(p + 5, 90)), 50);
    return () => clearInterval(id);
  }, [done]);

  useEffect(() => {
    if (!done) return;
    setProgress(95);
    const toFull = setTimeout(() => setProgress(100), 100);
    const hide = setTimeout(() => setFinished(true), 250);
    return () => {
      clearTimeout(toFull);
      clearTimeout(hide);
    };
  }, [done]);

  return { progress, finished };
}
