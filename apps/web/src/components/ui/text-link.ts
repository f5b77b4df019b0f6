/**
 * A link set in text ('Registrarse', 'Volver al inicio'): at least 44 px tall (WCAG 2.5.5 target size, the
 * size iOS and Android ask for), however small its text.
 */
export const textLinkClasses =
  'inline-flex min-h-11 items-center px-1 font-semibold text-brand-800 underline-offset-4 hover:underline';
