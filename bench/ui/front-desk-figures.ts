// The front-desk figures (issue 18): palette, CPF → row, Enter → card, open invoices, "Copiar PIX" → clipboard,
// the keystrokes the flow takes besides the CPF, and their verdicts. Pure: no browser, so the unit test reads it.
import type { Verdict } from '../common/measured.ts';
import { percentile, spreadOverRuns, summarize, type LatencySummary, type RunSpread } from '../common/stats.ts';

/** The targets on this machine (headless, no GPU). */
export const frontDeskTargets = { paletteMs: 50, lastDigitToClipboardP50Ms: 1000, keystrokes: 4 } as const;

/** One pass of the flow for one client, in ms on the page's clock. */
export interface FrontDeskSample {
  /** The same page's plain Mantine Modal (the F1 shortcuts list): key down → first paint, the baseline. */
  baselineModalMs: number;
  /** Ctrl+K down → the palette painted (measured like the baseline). */
  paletteMs: number;
  /** The page's own marks: `palette:painted` − `palette:open`. */
  paletteMarksMs: number;
  /** The CPF's last digit down → the client's row painted in the palette. */
  cpfToRowMs: number;
  /** Enter down → the card's header painted. */
  enterToHeaderMs: number;
  /** The header painted → the open invoices painted (the inline password typed by the bench in between, if asked). */
  headerToInvoicesMs: number;
  /** Of that: the password form's Enter down → the open invoices painted (0 when not asked). */
  passwordToInvoicesMs: number;
  /** The "Copiar PIX" click → the PIX code read back from the clipboard. */
  copyToClipboardMs: number;
  /** The CPF's last digit down → the PIX code on the clipboard. */
  lastDigitToClipboardMs: number;
  /** Whether the card asked for the client-area password inline (main did not know it). */
  passwordAsked: boolean;
  /**
   * The page's calls to main that ended on the way to the open invoices, channel and ms: from the password's Enter
   * when asked, else (main knows the password) from the Enter that opened the card.
   */
  passwordStepCalls: CallTime[];
}

/** One call of the page to main (browser mode: `POST /api/call`), by channel name only, and how long it took. */
export interface CallTime {
  channel: string;
  ms: number;
}

/** Per channel over every sample: how many calls, their p50 and max (where the password step's time goes). */
export function callBreakdown(
  samples: readonly FrontDeskSample[],
): { channel: string; calls: number; p50: number; max: number }[] {
  const byChannel = new Map<string, number[]>();
  for (const call of samples.flatMap((sample) => sample.passwordStepCalls))
    byChannel.set(call.channel, [...(byChannel.get(call.channel) ?? []), call.ms]);
  return [...byChannel.entries()]
    .map(([channel, times]) => {
      const summary = summarize(times);
      return { channel, calls: times.length, p50: summary.p50, max: summary.max };
    })
    .sort((a, b) => b.p50 - a.p50);
}

/** One key press (or click) of the flow besides the CPF, and why it is there. */
export interface Keystroke {
  keys: string;
  why: string;
  count: number;
}

/**
 * The keystrokes besides the CPF: Ctrl+K, Enter on the row, the password's characters and its Enter when the card
 * asks for it, and the "Copiar PIX" click (counted as one press: it is one action, by mouse or by Tab+Enter it is more).
 */
export function frontDeskKeystrokes(passwordAsked: boolean, passwordLength: number): Keystroke[] {
  return [
    { keys: 'Ctrl+K', why: 'open the palette', count: 1 },
    { keys: 'Enter', why: "open the client's card from its row", count: 1 },
    ...(passwordAsked
      ? [
          {
            keys: `password (${passwordLength} characters)`,
            why: 'the card asks for the client-area password',
            count: passwordLength,
          },
          { keys: 'Enter', why: 'open the client area', count: 1 },
        ]
      : []),
    { keys: 'click "Copiar PIX"', why: 'copy the first open invoice’s PIX code', count: 1 },
  ];
}

/** The sum of a keystroke list. */
export function keystrokeCount(keys: readonly Keystroke[]): number {
  return keys.reduce((total, key) => total + key.count, 0);
}

/** `met` when the value is at most the limit, `not met` above it or when it is not a number. */
export function atMost(value: number, limit: number): Verdict {
  return Number.isFinite(value) && value <= limit ? 'met' : 'not met';
}

/** One figure over every sample: p50, p90 and the spread of each round's p50. */
export interface FrontDeskFigure {
  summary: LatencySummary;
  p90: number;
  rounds: RunSpread;
}

/** Every timed figure of a set of rounds. */
export type FrontDeskFigureSet = Record<
  Exclude<keyof FrontDeskSample, 'passwordAsked' | 'passwordStepCalls'>,
  FrontDeskFigure
>;

/** What the front-desk phase reports. */
export interface FrontDeskFigures {
  clients: number;
  runs: number;
  perRound: number;
  /** The unmeasured first pass (lazy chunks, cold caches), kept for the record. */
  warmup: FrontDeskSample;
  /** The first call of each client: the card asks for the client-area password, which the bench types. */
  samples: FrontDeskSample[][];
  figures: FrontDeskFigureSet;
  /**
   * The same clients' next call, each card closed in between (its client-area session ended): main holds the
   * password typed in the first call, so the card opens the area by itself.
   */
  returning: { samples: FrontDeskSample[][]; figures: FrontDeskFigureSet };
  keystrokes: Keystroke[];
  keystrokesIfPasswordKnown: Keystroke[];
  /** Load averages (1, 5, 15 min) at the phase's start and end. */
  load: { start: number[]; end: number[] };
}

/** The timed figures of a sample, in the order the report shows them. */
export const frontDeskFigureKeys = [
  'baselineModalMs',
  'paletteMs',
  'paletteMarksMs',
  'cpfToRowMs',
  'enterToHeaderMs',
  'headerToInvoicesMs',
  'passwordToInvoicesMs',
  'copyToClipboardMs',
  'lastDigitToClipboardMs',
] as const satisfies readonly (keyof FrontDeskSample)[];

/** Each figure over rounds of samples: summary and p90 over all samples, and the spread of the rounds' p50s. */
export function summarizeFrontDesk(rounds: readonly (readonly FrontDeskSample[])[]): FrontDeskFigureSet {
  const entries = frontDeskFigureKeys.map((key) => {
    const all = rounds.flat().map((sample) => sample[key]);
    const figure: FrontDeskFigure = {
      summary: summarize(all),
      p90: percentile(
        [...all].sort((a, b) => a - b),
        0.9,
      ),
      rounds: spreadOverRuns(rounds.map((round) => summarize(round.map((sample) => sample[key])).p50)),
    };
    return [key, figure] as const;
  });
  return Object.fromEntries(entries) as FrontDeskFigureSet;
}
