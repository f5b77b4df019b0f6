import type { Alias } from 'vite';

/**
 * The member app renders with Preact through its React compatibility layer (docs/decisions/017): every
 * import of React, react-dom and the JSX runtime, ours and the libraries' (React Router, TanStack Query,
 * react-hook-form, sonner), resolves to preact/compat. The app's sources keep React's API and types; the
 * console (apps/console) still renders with React. Used by the build, the prerender and the unit tests,
 * so that the tests run what ships.
 */
export const preactCompat: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
];
