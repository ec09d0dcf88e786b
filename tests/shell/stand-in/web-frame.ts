// Stand-in for Electron's WebFrameMain (https://www.electronjs.org/docs/latest/api/web-frame-main): one
// object per frame for the frame's life, so `event.senderFrame === contents.mainFrame` holds as in Electron.
import type { Frame } from 'playwright-core';
import { toAppUrl } from './scheme-map.ts';

const frames = new WeakMap<Frame, StandInWebFrame>();

/** A frame as main sees it: its URL in the app's own scheme. */
export class StandInWebFrame {
  readonly #frame: Frame;
  constructor(frame: Frame) {
    this.#frame = frame;
  }
  get url(): string {
    return toAppUrl(this.#frame.url());
  }
  get origin(): string {
    const url = new URL(this.url);
    return url.host ? `${url.protocol}//${url.host}` : 'null';
  }
  get parent(): StandInWebFrame | null {
    const parent = this.#frame.parentFrame();
    return parent ? frameOf(parent) : null;
  }
  get top(): StandInWebFrame {
    let frame = this.#frame;
    while (frame.parentFrame()) frame = frame.parentFrame() as Frame;
    return frameOf(frame);
  }
  isDestroyed(): boolean {
    return this.#frame.isDetached();
  }
}

/** The one WebFrameMain of a Playwright frame. */
export function frameOf(frame: Frame): StandInWebFrame {
  let known = frames.get(frame);
  if (!known) {
    known = new StandInWebFrame(frame);
    frames.set(frame, known);
  }
  return known;
}
