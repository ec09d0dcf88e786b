import { useEffect, useRef } from 'react';
import { OfflineBanner } from '../features/local-copy/index.ts';
import styles from './status-strip.module.css';

/**
 * What the app says over every screen about the link to the server (issue 46): the offline banner. (The offline
 * drafts' count, "3 cadastros esperando o servidor", sits in the top bar beside the connection badge; a longer
 * notice of its own would go here, after <OfflineBanner />.) Its height is published as `--status-strip-height`,
 * which a page that fills the window (the client grid, useFillHeight) takes off its own, so the pager never falls
 * below the window.
 */
export function StatusStrip() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => {
      const margin = Number.parseFloat(getComputedStyle(element).marginBottom) || 0;
      root.setProperty('--status-strip-height', `${element.offsetHeight + margin}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty('--status-strip-height');
    };
  }, []);
  return (
    <div ref={ref} className={styles.strip} data-status-strip>
      <OfflineBanner />
    </div>
  );
}
