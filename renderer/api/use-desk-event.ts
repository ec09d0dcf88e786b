import { useEffect, useRef } from 'react';
import type { EventName, EventPayload } from '../../shared/ipc/contract.ts';
import { desk } from './desk.ts';

/** Listens to a main → page event while the component is mounted (the latest listener is always called). */
export function useDeskEvent<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => desk.on(event, (payload) => latest.current(payload)), [event]);
}
