/** The only raw IPC channel names; every contract call travels through `call`. */
export const bridgeChannels = {
  call: 'desk:call',
  cancel: 'desk:cancel',
  event: 'desk:event',
} as const;
