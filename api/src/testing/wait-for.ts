/**
 * Waits until `condition` holds, checking every 25 ms; fails after `timeoutMs`, sized for a busy machine (a test
 * waits on what it expects to happen, never for a fixed time).
 */
export async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not true within ${timeoutMs} ms: ${condition.toString()}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
