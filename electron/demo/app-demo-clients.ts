/** Clients of the app's demo: what the desktop app and browser mode start it with, and the ready-made database holds. */
export const appDemoClients = 2000;
