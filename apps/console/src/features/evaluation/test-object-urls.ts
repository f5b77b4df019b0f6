/**
 * jsdom has no object URLs: each blob gets 'blob:test/N', and the test sees which were made and which
 * were revoked.
 */
export function stubObjectUrls() {
  const created: string[] = [];
  const revoked: string[] = [];
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    writable: true,
    value: () => {
      const url = `blob:test/${created.length + 1}`;
      created.push(url);
      return url;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    writable: true,
    value: (url: string) => revoked.push(url),
  });
  return { created, revoked, live: () => created.filter((url) => !revoked.includes(url)) };
}
