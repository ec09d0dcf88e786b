import type { BridgePrimitives } from '../../shared/ipc/build-desk-api.ts';
import type { EventName } from '../../shared/ipc/contract.ts';
import { errorMessage } from '../../shared/ipc/error-messages.ts';
import type { Result } from '../../shared/ipc/result.ts';
import { createListeners, type Listeners } from '../store/listeners.ts';

const tokenKey = 'provider-desk.token';

/**
 * Browser mode's handshake (electron/web-host/web-host.ts): the host opens us at `/#token=…`; the token
 * is kept in sessionStorage (this tab only) and the fragment removed from the address bar.
 */
export function takeToken(): string | undefined {
  const match = /(?:^#|&)token=([A-Za-z0-9_-]+)/.exec(window.location.hash);
  if (match?.[1]) {
    sessionStorage.setItem(tokenKey, match[1]);
    history.replaceState(null, '', window.location.pathname + window.location.search);
  }
  return sessionStorage.getItem(tokenKey) ?? undefined;
}

// The page's language is on <html lang> (set with the user's settings).
const hostDown = (): string => errorMessage('NETWORK', document.documentElement.lang === 'en' ? 'en' : 'pt-BR');

/** The bridge primitives over browser mode's HTTP API, with the launch token on every call. */
export function browserBridge(token: string): BridgePrimitives {
  const headers = { 'content-type': 'application/json', 'x-desk-token': token };
  const listeners = new Map<EventName, Listeners<[unknown]>>();
  let streaming = false;

  const stream = async (): Promise<void> => {
    for (;;) {
      try {
        const answer = await fetch('/api/events', { headers: { 'x-desk-token': token } });
        const reader = answer.body?.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        while (reader) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const name = /^event: (.+)$/m.exec(frame)?.[1];
            const data = /^data: (.+)$/m.exec(frame)?.[1];
            if (name && data) listeners.get(name as EventName)?.emit(JSON.parse(data));
            end = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // The host went away; try again shortly.
      }
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  };

  return {
    async call(channel, input, callId) {
      try {
        const body = JSON.stringify({ channel, input, callId });
        // Why keepalive for drafts and the lock: a form's last keystrokes (kept at pagehide) and a lock just engaged
        // must still reach main while the page goes away. Only for them: Chromium allows 64 KiB of keepalive
        // bodies in flight, and refuses more.
        const keepalive = /^(drafts|lock):/.test(channel) && body.length < 60_000;
        const answer = await fetch('/api/call', { method: 'POST', headers, body, keepalive });
        if (!answer.ok)
          return { ok: false, error: { code: 'NETWORK', message: `${hostDown()} (HTTP ${answer.status})` } };
        return (await answer.json()) as Result<unknown>;
      } catch {
        return { ok: false, error: { code: 'NETWORK', message: hostDown() } };
      }
    },
    cancel(callId) {
      void fetch('/api/cancel', { method: 'POST', headers, body: JSON.stringify({ callId }) }).catch(() => undefined);
    },
    listen(event, listener) {
      if (!streaming) {
        streaming = true;
        void stream();
      }
      const list = listeners.get(event) ?? createListeners<[unknown]>();
      listeners.set(event, list);
      return list.add(listener);
    },
  };
}
