/** The only raw IPC channel names; every contract call travels through `call`. */
export const bridgeChannels = {
  call: 'desk:call',
  cancel: 'desk:cancel',
  event: 'desk:event',
  /** The page asks for the latest state events once its preload runs (a load or a reload). */
  replay: 'desk:replay',
} as const;
