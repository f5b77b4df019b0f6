import { resolve } from 'node:path';

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

interface ChunkGroup {
  debugName: string;
  name: (id: string, ctx: ModuleGraph) => string | null;
  priority: number;
  includeDependenciesRecursively: boolean;
}

/** Every module `roots` reach through static imports (what loads with them). */
function closure(graph: ModuleGraph, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

const src = (root: string, name: string) => resolve(root, 'src', `${name}.tsx`);

/**
 * The signed-in pages' code in two chunks instead of some twenty. A signed-in page loads every chunk it
 * needs at once (route-pages.ts), but over HTTP/1.1 a browser opens six connections to a server and, on
 * a slow mobile connection, each request costs more than half a second of latency before its first
 * byte: twenty small files wait in four rounds. Grouped here:
 * - 'query': what the query layout needs (TanStack Query, the offline store), shared with the public
 *   account screens that sit under it;
 * - 'signed-in': what the main signed-in screens (layout, dashboard, loans, news, notifications) share.
 * Neither takes anything that the entry or the login screen loads, so a first visit to /login downloads
 * exactly what it did; the other screens (loan request, profile, details) keep their own chunks.
 */
export function signedInChunkGroups(root: string): ChunkGroup[] {
  const publicRoots = [src(root, 'main'), src(root, 'features/auth/components/login-screen')];
  const queryRoots = [src(root, 'app/query-layout')];
  const signedInRoots = [
    src(root, 'app/layouts/signed-in-layout'),
    src(root, 'app/routes/dashboard-route'),
    src(root, 'features/loans/components/loans-screen'),
    src(root, 'features/news/components/news-screen'),
    src(root, 'features/notifications/components/notifications-screen'),
  ];
  let sets: { query: Set<string>; signedIn: Set<string> } | null = null;
  const groupsOf = (graph: ModuleGraph) => {
    if (sets) return sets;
    const first = closure(graph, publicRoots);
    const query = new Set([...closure(graph, queryRoots)].filter((id) => !first.has(id)));
    const signedIn = new Set(
      [...closure(graph, signedInRoots)].filter((id) => !first.has(id) && !query.has(id)),
    );
    sets = { query, signedIn };
    return sets;
  };
  return [
    {
      debugName: 'query',
      name: (id, ctx) => (groupsOf(ctx).query.has(id) ? 'query' : null),
      priority: 2,
      // Only the modules named: their dependencies in the entry (React) stay there.
      includeDependenciesRecursively: false,
    },
    {
      debugName: 'signed-in',
      name: (id, ctx) => (groupsOf(ctx).signedIn.has(id) ? 'signed-in' : null),
      priority: 1,
      includeDependenciesRecursively: false,
    },
  ];
}
