import { useEffect, useRef } from 'react';

/**
 * While `active`, leaving the page asks first: a reload or closing the tab gets the browser's own question,
 * and a link elsewhere in the app (the bottom bar) gets `question` (window.confirm). Links are caught in the
 * capture phase, before react-router's Link sees the click: a cancelled click is a prevented one.
 */
export function useLeaveGuard(active: boolean, question: string) {
  const text = useRef(question);
  text.current = question;

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (link && !window.confirm(text.current)) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [active]);
}
