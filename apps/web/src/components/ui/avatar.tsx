const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('') || '?';

export function Avatar({
  src,
  name,
  className = 'h-16 w-16 text-xl',
}: {
  src: string | null;
  name: string;
  className?: string;
}) {
  if (src) {
    return (
      <img
        src={src}
        alt={`Foto de ${name || 'perfil'}`}
        className={`${className} rounded-full object-cover`}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={`Foto de ${name || 'perfil'}`}
      className={`${className} inline-flex items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800`}
    >
      {initialsOf(name)}
    </span>
  );
}
