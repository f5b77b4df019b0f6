import { formatDateTime } from '@portal/ui/format';

export const offlineBannerText = (since: Date) =>
  `Sin conexión - datos del ${formatDateTime(since.toISOString())}`;

/** Says that the screen shows answers kept on the device, and from when (docs/decisions/013-offline.md). */
export function OfflineBanner({ since }: { since: Date }) {
  return (
    <p
      role="status"
      className="sticky top-0 z-20 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-900 shadow-sm"
    >
      {offlineBannerText(since)}
    </p>
  );
}
