import { stateEventNames } from '../../shared/ipc/channel-names.ts';
import type { EventName, EventPayload } from '../../shared/ipc/contract.ts';

/** A listener of every main → page event. */
export type HubListener = (event: EventName, payload: unknown) => void;

/** Events that each tell a whole state (the latest replaces the ones before it), so a late listener can be told the latest. */
export const stateEvents: ReadonlySet<EventName> = new Set<EventName>(stateEventNames);

/** Fans main → page events out to the page(s) of a host (the window, or browser-mode streams). */
export class EventHub {
  readonly #listeners = new Set<HubListener>();
  readonly #latest = new Map<EventName, unknown>();

  /** Sends an event to every listener. */
  emit<E extends EventName>(event: E, payload: EventPayload<E>): void {
    if (stateEvents.has(event)) this.#latest.set(event, payload);
    for (const listener of this.#listeners) {
      // Why: one failing listener (a closed window, a dropped stream) must not keep the event from the others.
      try {
        listener(event, payload);
      } catch (error) {
        this.#onListenerError(error);
      }
    }
  }

  readonly #onListenerError: (error: unknown) => void;

  constructor(onListenerError: (error: unknown) => void = () => undefined) {
    this.#onListenerError = onListenerError;
  }

  /** The latest payload of every state event sent so far, in the order they were first sent. */
  latestStates(): [EventName, unknown][] {
    return [...this.#latest];
  }

  /** Adds a listener; returns the function that removes it. */
  subscribe(listener: HubListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
