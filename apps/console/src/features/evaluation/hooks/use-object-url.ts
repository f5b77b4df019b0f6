import { useEffect, useState } from 'react';

/**
 * An object URL for `blob` while the component that shows it is on screen: revoked when it closes or
 * the blob changes, so the bytes of a member's document do not outlive the view.
 */
export function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [blob]);
  return url;
}
