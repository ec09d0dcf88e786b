// Stand-in for Electron's powerMonitor (https://www.electronjs.org/docs/latest/api/power-monitor):
// the test raises the system's events (lock-screen, suspend, resume, unlock-screen) through the host.
import { EventEmitter } from 'node:events';

/** The stand-in powerMonitor. */
export const powerMonitor = Object.assign(new EventEmitter(), {
  getSystemIdleTime: (): number => 0,
  getSystemIdleState: (): string => 'active',
  isOnBatteryPower: (): boolean => false,
});
