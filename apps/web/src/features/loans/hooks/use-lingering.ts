import { useEffect, useState } from 'react';

/** True while `active`, and for `ms` after it ends (the 'updating' banner stays 1 s after a refresh, spec 9). */
export function useLingering(active: boolean, ms: number) {
  const [lingering, setLingering] = useState(false);
  useEffect(() => {
    if (active) {
      setLingering(true);
      return;
    }
    const timer = setTimeout(() => setLingering(false), ms);
    return () => clearTimeout(timer);
  }, [active, ms]);
  return active || lingering;
}
