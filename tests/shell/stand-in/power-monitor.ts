// Stand-in for Electron's powerMonitor (https://www.electronjs.org/docs/latest/api/power-monitor):
// the test raises the system's events through the host (tests/shell/stand-in/system-events.ts, which emits each
// only on the platforms Electron does) and sets what the idle queries answer (`system-idle`).
import { EventEmitter } from 'node:events';

/** What the idle queries answer: the system's idle state and seconds since its last input. */
const idle: { state: 'active' | 'idle' | 'locked' | 'unknown'; seconds: number } = { state: 'active', seconds: 0 };

/** The stand-in powerMonitor. */
export const powerMonitor = Object.assign(new EventEmitter(), {
  getSystemIdleTime: (): number => idle.seconds,
  // Electron: `active`, `idle` (no input for idleThreshold seconds), `locked` (where the system tells), `unknown`.
  getSystemIdleState: (idleThreshold: number): string =>
    idle.state === 'active' && idle.seconds >= idleThreshold ? 'idle' : idle.state,
  isOnBatteryPower: (): boolean => false,
});

/** Sets what the idle queries answer (the test's `system-idle` command). */
export function setSystemIdle(state: typeof idle.state, seconds = 0): void {
  idle.state = state;
  idle.seconds = seconds;
}
