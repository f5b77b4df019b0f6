/** The id of the main content a skip link jumps to (each app's layout puts it on its <main>). */
export const mainContentId = 'contenido';

/**
 * 'Saltar al contenido': the first stop of the page, above the top edge until focused (44 px tall, as every link), that takes keyboard users
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
      className="fixed top-2 left-2 z-50 inline-flex min-h-11 -translate-y-[calc(100%+1rem)] items-center rounded-lg bg-white px-4 text-sm font-semibold text-brand-800 shadow-lg ring-2 ring-brand-800 focus:translate-y-0"
    >
      Saltar al contenido
    </a>
  );
}
