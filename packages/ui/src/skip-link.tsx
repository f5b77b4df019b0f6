/** The id of the main content a skip link jumps to (each app's layout puts it on its <main>). */
export const mainContentId = 'contenido';

/**
 * 'Saltar al contenido': the first stop of the page, shown only when focused, that takes keyboard users
 * past the header and its links. Focus moves by script so the address keeps no '#contenido'.
 */
export function SkipLink() {
  return (
    <a
      href={`#${mainContentId}`}
      onClick={(event) => {
        const main = document.getElementById(mainContentId);
        if (!main) return;
        event.preventDefault();
        main.focus();
      }}
      className="sr-only rounded-lg bg-white text-sm font-semibold text-brand-800 shadow-lg ring-2 ring-brand-800 focus:not-sr-only focus:fixed focus:px-4 focus:py-3 focus:top-2 focus:left-2 focus:z-50"
    >
      Saltar al contenido
    </a>
  );
}
