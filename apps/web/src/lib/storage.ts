/** JSON in localStorage. Reading throws on corrupt JSON on purpose: session restore treats that as "log out". */
export function readJson<T>(key: string): T | null {
  const raw = localStorage.getItem(key);
  return raw === null ? null : (JSON.parse(raw) as T);
}

export function writeJson(key: string, value: unknown) {
  localStorage.setItem(key, JSON.stringify(value));
}
