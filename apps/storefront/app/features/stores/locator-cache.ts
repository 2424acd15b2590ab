/**
 * SL5: the shops are fetched once per visit. The browser keeps each locator page's data after the
 * first time it is shown, so leaving and coming back asks the server nothing. A store switch is a
 * full page load, which starts with an empty cache.
 */
const cache = new Map<string, unknown>();

export function cachedLocator<T>(key: string): T | undefined {
  return cache.get(key) as T | undefined;
}

export function keepLocator(key: string, data: unknown): void {
  if (typeof window !== 'undefined') cache.set(key, data);
}
