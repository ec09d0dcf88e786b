import { useEffect, useState } from 'react';

/** How long an answer may take before a page shows it as busy (a spinning refresh button, dimmed rows), in ms. */
const busyAfterMs = 250;

/**
 * Whether `active` has held for busyAfterMs; false as soon as it ends. Why: a quick answer then never flashes
 * a busy sign, and the browser is not drawing a spinner's or a dimming's frames while it draws the answer
 * (at 100,000 clients the two cost a filter 18–45 ms before its rows were on screen, A/B on one machine).
 * Why by hand: a dozen lines; spin-delay's useSpinDelay does this and adds a minimum display time, which
 * would keep the new rows dimmed after they came.
 */
export function useShownAfter(active: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) return undefined;
    const timer = setTimeout(() => setShown(true), busyAfterMs);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [active]);
  return active && shown;
}
