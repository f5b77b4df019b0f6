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

/** A group that takes exactly the modules of one set (their dependencies elsewhere stay where they are). */
const group = (name: string, priority: number, members: (ctx: ModuleGraph) => Set<string>): ChunkGroup => ({
  debugName: name,
  name: (id, ctx) => (members(ctx).has(id) ? name : null),
  priority,
  includeDependenciesRecursively: false,
});

/**
 * The app's code in four chunks instead of some thirty. A page loads every chunk it needs at once
 * (route-pages.ts), but over HTTP/1.1 a browser opens six connections to a server and, on a slow mobile
 * connection, each request costs more than half a second of latency before its first byte: a page whose
 * scripts, first API calls and first image are more than six requests waits a whole round more.
 * - 'app': everything the entry loads (Preact, the router, the session), plus what the login screen
 *   shares with the signed-in screens. Rolldown would otherwise put each module the entry shares with a
 *   lazy chunk in a chunk of its own (rolldown/rolldown#10731: Rollup keeps them in the entry);
 * - 'login': the rest of the login screen;
 * - 'query': what the query layout needs (TanStack Query, the offline store), shared with the public
 *   account screens that sit under it;
 * - 'signed-in': what the main signed-in screens (layout, dashboard, loans, news, notifications) share.
 * A first visit to /login downloads what it did before, in fewer files; the other screens (loan request,
 * profile, details, the account screens) keep their own chunks.
 */
export function appChunkGroups(root: string): ChunkGroup[] {
  const entryRoots = [src(root, 'main')];
  const loginRoots = [src(root, 'features/auth/components/login-screen')];
  const queryRoots = [src(root, 'app/query-layout')];
  const signedInRoots = [
    src(root, 'app/layouts/signed-in-layout'),
    src(root, 'app/routes/dashboard-route'),
    src(root, 'features/loans/components/loans-screen'),
    src(root, 'features/news/components/news-screen'),
    src(root, 'features/notifications/components/notifications-screen'),
  ];
  let sets: Record<'app' | 'login' | 'query' | 'signedIn', Set<string>> | null = null;
  const setsOf = (graph: ModuleGraph) => {
    if (sets) return sets;
    const login = closure(graph, loginRoots);
    const anySignedIn = closure(graph, [...queryRoots, ...signedInRoots]);
    const app = closure(graph, entryRoots);
    for (const id of login) if (anySignedIn.has(id)) app.add(id);
    const without = (set: Set<string>, ...taken: Set<string>[]) =>
      new Set([...set].filter((id) => !taken.some((t) => t.has(id))));
    const query = without(closure(graph, queryRoots), app);
    sets = {
      app,
      login: without(login, app),
      query,
      signedIn: without(closure(graph, signedInRoots), app, query),
    };
    return sets;
  };
  return [
    group('app', 4, (ctx) => setsOf(ctx).app),
    group('login', 3, (ctx) => setsOf(ctx).login),
    group('query', 2, (ctx) => setsOf(ctx).query),
    group('signed-in', 1, (ctx) => setsOf(ctx).signedIn),
  ];
}
