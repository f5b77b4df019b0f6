interface Envelope {
  Status?: unknown;
  Mensaje?: unknown;
}

/**
 * The server's API called from the test process, as the app calls it (POST JSON, `{ Status, Mensaje, ... }`
 * answers): for a test's own setup (a member, an e-mail change, a loan in some state) without going
 * through screens that other tests are about.
 */
export async function callApi<T = Record<string, unknown>>(
  serverUrl: string,
  path: string,
  body: unknown,
): Promise<T> {
  const response = await fetch(new URL(path, serverUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let data: Envelope | null = null;
  try {
    data = JSON.parse(text) as Envelope;
  } catch {
    // reported below with the raw text
  }
  if (!response.ok || data?.Status !== 200) {
    const message = typeof data?.Mensaje === 'string' ? data.Mensaje : text.slice(0, 200);
    throw new Error(`POST ${path} answered ${response.status}: ${message}`);
  }
  return data as T;
}
