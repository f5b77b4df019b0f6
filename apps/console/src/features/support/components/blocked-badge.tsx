/** A member who may not sign in. */
export function BlockedBadge() {
  return (
    <span className="inline-block rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-red-800">
      Bloqueado
    </span>
  );
}
