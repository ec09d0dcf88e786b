import { useEffect, useRef } from 'react';
import { desk } from '../../api/desk.ts';
import { activityHint, hintEveryMs } from './activity-hint.ts';
import { IdleTimer } from './idle-timer.ts';

// Why these: any key, click, touch, wheel or pointer move is the operator at the machine.
const activity = ['keydown', 'pointerdown', 'pointermove', 'wheel', 'touchstart'] as const;

/**
 * Calls `onIdle` after `seconds` without input in this window, while `active`, and tells main of the input every few
 * seconds (`lock:activity`): main runs its own idle timer and locks when the hints stop.
 */
export function useIdleLock(seconds: number | undefined, active: boolean, onIdle: () => void): void {
  const latest = useRef(onIdle);
  useEffect(() => {
    latest.current = onIdle;
  });
  useEffect(() => {
    if (!active || seconds === undefined) return;
    const timer = new IdleTimer({ timeoutMs: seconds * 1000, onIdle: () => latest.current() });
    const hint = activityHint(hintEveryMs(seconds), () => void desk.lockActivity({}).catch(() => undefined));
    const poke = (): void => {
      timer.poke();
      hint();
    };
    for (const name of activity) window.addEventListener(name, poke, { capture: true, passive: true });
    timer.start();
    return () => {
      timer.stop();
      for (const name of activity) window.removeEventListener(name, poke, { capture: true });
    };
  }, [seconds, active]);
}
