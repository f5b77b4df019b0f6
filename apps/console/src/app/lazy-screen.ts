import { lazy, type ComponentType } from 'react';

/** A screen in its own chunk, from a module with named exports. */
export function lazyScreen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}
