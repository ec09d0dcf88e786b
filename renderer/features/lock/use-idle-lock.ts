import { useEffect, useRef } from 'react';
import { IdleTimer } from './idle-timer.ts';

// Why these: any key, click, touch, wheel or pointer move is the operator at the machine.
const activity = ['keydown', 'pointerdown', 'pointermove', 'wheel', 'touchstart'] as const;

/** Calls `onIdle` after `seconds` without input in this window, while `active`. */
export function useIdleLock(seconds: number | undefined, active: boolean, onIdle: () => void): void {
  const latest = useRef(onIdle);
  useEffect(() => {
    latest.current = onIdle;
  });
  useEffect(() => {
    if (!active || seconds === undefined) return;
    const timer = new IdleTimer({ timeoutMs: seconds * 1000, onIdle: () => latest.current() });
    const poke = (): void => timer.poke();
    for (const name of activity) window.addEventListener(name, poke, { capture: true, passive: true });
    timer.start();
    return () => {
      timer.stop();
      for (const name of activity) window.removeEventListener(name, poke, { capture: true });
    };
  }, [seconds, active]);
}
