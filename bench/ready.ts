/**
 * Polls `url` until it answers 200 (true) or `timeoutMs` passes (false). `check`, called before each
 * try, may throw to give up at once (the process being waited for has stopped).
 */
export async function waitUntilReady(
  url: string,
  { timeoutMs, intervalMs = 100, check }: { timeoutMs: number; intervalMs?: number; check?: () => void },
): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    check?.();
    const ok = await fetch(url).then(
      (response) => response.status === 200,
      () => false, // not listening yet
    );
    if (ok) return true;
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
