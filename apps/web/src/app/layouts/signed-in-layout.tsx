import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { BottomNav } from './bottom-nav';
import { OfflineDataBanner } from './offline-data-banner';

export function SignedInLayout() {
  return (
    <div className="mx-auto min-h-dvh w-full max-w-lg bg-slate-50 pb-[calc(5rem+env(safe-area-inset-bottom))] sm:shadow-sm">
      <main className="pt-[env(safe-area-inset-top)]">
        <OfflineDataBanner />
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      <BottomNav />
    </div>
  );
}
