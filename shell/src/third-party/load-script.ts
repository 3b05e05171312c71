/**
 * Adds a third-party script once (by address). A script that fails to load (blocked, offline) is reported on
 * the console and nothing else: the page never depends on it.
 */
export function loadScript(src: string): void {
  if (document.querySelector(`script[src="${CSS.escape(src)}"]`)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.addEventListener('error', () => console.info(`A third-party script did not load: ${new URL(src).host}`));
  document.head.append(script);
}
