import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children once the placeholder nears the viewport, so code only the footer needs (the newsletter
 * form, with its validation library) is not part of what a page loads before it is usable.
 */
export function WhenVisible({ children, minBlockSize }: { children: ReactNode; minBlockSize: number }) {
  const placeholder = useRef<HTMLDivElement>(null);
  // The server and the first browser render show the placeholder, so hydration finds what the server sent.
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = placeholder.current;
    if (visible || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: '0px' },
    );
    // While the page itself is still loading the footer sits near the top: wait until the browser is idle.
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1500));
    const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => observer.observe(element), { timeout: 4000 });
    return () => {
      cancelIdle(handle);
      observer.disconnect();
    };
  }, [visible]);
  return visible ? <>{children}</> : <div ref={placeholder} style={{ minBlockSize }} />;
}
