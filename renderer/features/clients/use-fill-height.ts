import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void): (() => void) => {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['style'] });
  return () => observer.disconnect();
};
const rootZoom = (): number => Number(document.documentElement.style.zoom) || 1;

/**
 * The CSS height that fills the window below the shell's header, for a page whose grid scrolls inside.
 * Why the zoom: the shell applies the UI zoom as CSS `zoom` on <html>, which scales viewport units too,
 * so 100dvh alone would overflow the window by the zoom factor. The status strip over every screen (the offline banner,
 * renderer/app/status-strip.tsx) publishes its layout height (offsetHeight: unzoomed, like the header's offset).
 */
export function useFillHeight(): string {
  const zoom = useSyncExternalStore(subscribe, rootZoom);
  return `calc(100dvh / ${zoom} - var(--app-shell-header-offset, 0rem) - var(--app-shell-footer-offset, 0rem) - 2 * var(--app-shell-padding, 0rem) - var(--status-strip-height, 0px))`;
}
