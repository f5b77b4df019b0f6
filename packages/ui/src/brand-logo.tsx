/** The association's mark (same drawing as the member app's icon). */
export function BrandLogo({ className = 'h-14 w-14' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#1e3a8a" />
      <circle cx="25" cy="32" r="12.8" fill="none" stroke="#fff" strokeWidth="3.5" />
      <circle cx="39" cy="32" r="12.8" fill="none" stroke="#7dd3fc" strokeWidth="3.5" />
    </svg>
  );
}
