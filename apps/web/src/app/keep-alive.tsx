import { createContext, useContext, useState, type ReactNode } from 'react';

/*
 * AppRoot remounts everything under its error boundary on each navigation (key={pathname}), so that a
 * failed screen never sticks. Objects that must outlive a navigation (the query client, whose cache
 * holds the loans for 30 minutes) are kept here, above the boundary, one store per mounted app.
 */
const KeepAliveContext = createContext<Map<string, unknown> | null>(null);

export function KeepAliveProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => new Map<string, unknown>());
  return <KeepAliveContext.Provider value={store}>{children}</KeepAliveContext.Provider>;
}

/** The value kept under `key`, created on first use; without a provider, one per component instance. */
export function useKeptAlive<T>(key: string, create: () => T): T {
  const store = useContext(KeepAliveContext);
  const [value] = useState(() => {
    if (store?.has(key)) return store.get(key) as T;
    const created = create();
    store?.set(key, created);
    return created;
  });
  return value;
}
