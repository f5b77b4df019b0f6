import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { mainContentId, SkipLink } from '@portal/ui/skip-link';
import { BottomNav } from './bottom-nav';
import { OfflineDataBanner } from './offline-data-banner';
import { useEarlyAnswersTaken } from './use-early-answers';

export function SignedInLayout() {
  // The page's first answers, when they came before the app, are in hand before the screen is drawn.
  const answersTaken = useEarlyAnswersTaken();
  return (
    <div className="mx-auto min-h-dvh w-full max-w-lg bg-slate-50 pb-[calc(5rem+env(safe-area-inset-bottom))] sm:shadow-sm">
      <SkipLink />
      <main id={mainContentId} tabIndex={-1} className="pt-[env(safe-area-inset-top)] outline-none">
        <OfflineDataBanner />
        <Suspense fallback={null}>{answersTaken && <Outlet />}</Suspense>
      </main>
      <BottomNav />
    </div>
  );
}
