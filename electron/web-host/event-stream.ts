import type { ServerResponse } from 'node:http';
import type { EventHub } from '../core/event-hub.ts';

/** How often a heartbeat comment goes down the stream, so the page can tell a dead connection from a quiet one. */
export const heartbeatMs = 25_000;

/** Unsent bytes a stream may hold before its reader counts as gone: 4 MiB. */
const backlogLimit = 4 * 1024 * 1024;

/** One event in Server-Sent Events framing; JSON never holds a raw line break, so one `data:` line suffices. */
export function eventFrame(event: string, payload: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(payload ?? null)}\n\n`;
}

/** Streams the hub's events (and heartbeats) down an answer until the reader goes; answers a function that ends it. */
export function openEventStream(response: ServerResponse, hub: EventHub, interval = heartbeatMs): () => void {
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    // Why close: the stream's connection is never reused, and ending it must free it at once.
    connection: 'close',
  });
  // Why a first comment: the reader's fetch resolves on the headers and knows the stream is open.
  response.write(': connected\n\n');
  let open = true;
  const end = (): void => {
    if (!open) return;
    open = false;
    unsubscribe();
    clearInterval(heartbeat);
    response.end();
  };
  const send = (text: string): void => {
    if (!open) return;
    // Why: a tab that stopped reading (suspended, hung) must not make main buffer events without end;
    // dropping it makes the page reconnect and re-read the state it needs.
    if (response.writableLength > backlogLimit) {
      end();
      return;
    }
    response.write(text);
  };
  // Why the latest states first: the page reads them once when it opens, then follows the stream; a state sent
  // between that read and the stream opening (the demo service starting, the connection dropping) would be lost.
  // Replaying and subscribing in one turn leaves no gap between the two.
  for (const [event, payload] of hub.latestStates()) send(eventFrame(event, payload));
  const unsubscribe = hub.subscribe((event, payload) => send(eventFrame(event, payload)));
  const heartbeat = setInterval(() => send(': heartbeat\n\n'), interval);
  response.once('close', end);
  return end;
}
