/** Polls `check` until it returns something other than undefined/false, or fails after `timeoutMs`. */
export async function waitFor<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  { timeoutMs = 20_000, intervalMs = 100, what = 'condition' } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
