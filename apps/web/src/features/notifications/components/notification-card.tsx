import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@portal/ui/button';
import { formatDateTime } from '@portal/ui/format';
import type { AppNotification } from '../api/get-notifications';

interface NotificationCardProps {
  notification: AppNotification;
  pending: boolean;
  onAcknowledge: (id: number) => void;
  onView: (id: number) => void;
}

// Without a layout to measure (jsdom in tests), a description longer than this counts as cut off.
const LONG_DESCRIPTION = 100;

/** Whether the clamped text is cut off: measured where the page is laid out, else by its length. */
function useIsCut(text: string) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [cut, setCut] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const laidOut = element.clientHeight > 0;
    setCut(laidOut ? element.scrollHeight > element.clientHeight + 1 : text.length > LONG_DESCRIPTION);
  }, [text]);
  return { ref, cut };
}

export function NotificationCard({ notification, pending, onAcknowledge, onView }: NotificationCardProps) {
  const unread = !notification.tomaConocimiento;
  const [expanded, setExpanded] = useState(false);
  const description = useIsCut(notification.description);
  const view = unread ? () => onView(notification.id) : undefined;

  // The card itself is focusable while unread, so the keyboard reaches what a tap does.
  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (!view || event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      view();
    }
  }

  return (
    // A click anywhere on an unread card marks it as viewed; the button below is the explicit act.
    <article
      onClick={view}
      onKeyDown={onKeyDown}
      tabIndex={unread ? 0 : undefined}
      aria-label={notification.title}
      className={`rounded-2xl bg-white p-4 shadow-sm ring-1 ${
        unread ? 'border-l-4 border-brand-700 ring-brand-200' : 'ring-slate-200/70'
      }`}
    >
      <div className="flex items-start gap-3">
        <h3
          className={`${expanded ? '' : 'line-clamp-2'} min-w-0 flex-1 text-base leading-snug font-semibold break-words text-slate-900`}
        >
          {notification.title}
        </h3>
        {unread && (
          <span className="shrink-0 rounded-full bg-brand-800 px-2.5 py-0.5 text-xs font-semibold text-white">
            Nuevo
          </span>
        )}
      </div>
      <p
        ref={description.ref}
        className={`mt-1 ${expanded ? '' : 'line-clamp-3'} text-sm break-words whitespace-pre-line text-slate-600`}
      >
        {notification.description}
      </p>
      {(description.cut || expanded) && (
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded((open) => !open)}
          className="-ml-1 inline-flex min-h-11 items-center px-1 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          {expanded ? 'Ver menos' : 'Ver más'}
        </button>
      )}
      <time dateTime={notification.date} className="mt-2 block text-xs font-medium text-slate-500">
        {formatDateTime(notification.date)}
      </time>
      {unread && (
        <Button
          className="mt-3 min-h-11 text-sm"
          disabled={pending}
          onClick={(event) => {
            event.stopPropagation();
            onAcknowledge(notification.id);
          }}
        >
          {pending ? 'Procesando...' : 'Tomar conocimiento'}
        </Button>
      )}
    </article>
  );
}
