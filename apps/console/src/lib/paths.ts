/** A contract path with its parameters filled in: `withParams('/loans/:id', { id: 5 })`. */
export const withParams = (path: string, params: Record<string, string | number>) =>
  path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params[key] ?? '')));
