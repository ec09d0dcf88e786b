import updaterModule, { type AppUpdater } from 'electron-updater';

/** A system package the app never installs itself (the package manager does, as root). */
export type ManualPackage = 'deb' | 'rpm' | 'pacman';

/**
 * Which system package this installation is, when electron-updater picked an updater that would install
 * it with `pkexec`/`sudo` at quit; undefined for installs the app updates itself (NSIS, macOS, AppImage).
 * Why refuse those: a root password prompt at quit, or a silent root install where sudo needs none, is not
 * an update the user asked for; the package's owner (IT or the user, knowingly) installs it.
 */
export function manualPackageOf(updater: AppUpdater): ManualPackage | undefined {
  // Why each class checked: RpmUpdater and PacmanUpdater are siblings of DebUpdater, not subclasses.
  // Why the typeof: a stand-in module (tests of the Electron host) may not have them.
  const { DebUpdater, RpmUpdater, PacmanUpdater } = updaterModule as Partial<typeof updaterModule>;
  if (typeof DebUpdater === 'function' && updater instanceof DebUpdater) return 'deb';
  if (typeof RpmUpdater === 'function' && updater instanceof RpmUpdater) return 'rpm';
  if (typeof PacmanUpdater === 'function' && updater instanceof PacmanUpdater) return 'pacman';
  return undefined;
}
