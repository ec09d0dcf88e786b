/**
 * The folder, under the system's app-data folder, where the app keeps its data. Why not Electron's default (the
 * app's name, now productName "Provider Desk"): every earlier build kept profiles, kept passwords, drafts, the demo
 * database and the audit journal in `provider-desk` (package.json's name), and an update must find them there. A
 * development run (`npm start`) has its own, so it neither opens a clerk's data nor quits as a second instance
 * (Electron keeps the single-instance lock per data folder).
 */
export function dataFolderName(isPackaged: boolean): string {
  return isPackaged ? 'provider-desk' : 'provider-desk-dev';
}
