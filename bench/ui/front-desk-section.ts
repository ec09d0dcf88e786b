import { formatCount, formatLatency, formatLoad, formatRatio } from '../report/format.ts';
import type { FigureVerdict, ReportSection } from '../report/section.ts';
import { renderMarkdownTable, renderTextTable, type Table } from '../report/tables.ts';
import {
  atMost,
  callBreakdown,
  frontDeskTargets,
  keystrokeCount,
  type FrontDeskFigure,
  type FrontDeskFigureSet,
  type FrontDeskFigures,
  type FrontDeskSample,
} from './front-desk-figures.ts';

/** The size the issue's targets are stated for (issue 18: 100,000 clients). */
const targetClients = 100_000;

const labels: Record<keyof FrontDeskFigureSet, string> = {
  baselineModalMs: 'baseline: F1 → the plain Mantine Modal (shortcuts list) painted',
  paletteMs: 'Ctrl+K → the palette painted',
  paletteMarksMs: "the page's marks: palette:open → palette:painted",
  cpfToRowMs: "the CPF's last digit → the client's row painted",
  enterToHeaderMs: "Enter → the card's header painted",
  headerToInvoicesMs: 'the header → the open invoices painted (in a first call, the password typed in between)',
  passwordToInvoicesMs: "the password's Enter → the open invoices painted",
  copyToClipboardMs: '"Copiar PIX" click → the code on the clipboard',
  lastDigitToClipboardMs: 'the last digit typed → the PIX code on the clipboard',
};

const ms = (value: number): string => `${formatLatency(value)} ms`;
/** `p50 12.3 ms (rounds 11.0–14.1), p90 20.0 ms`. */
const shown = (figure: FrontDeskFigure): string =>
  `p50 ${ms(figure.summary.p50)} (${figure.rounds.runs} rounds' p50 ${formatLatency(figure.rounds.min)}–${formatLatency(figure.rounds.max)}), p90 ${ms(figure.p90)}`;

/** Every figure of a set: p50, p90, max, the spread of the rounds' p50s, and the warm-up pass when given. */
export function frontDeskTable(
  figures: FrontDeskFigureSet,
  warmup: FrontDeskSample | undefined,
  skip: readonly (keyof FrontDeskFigureSet)[] = [],
): Table {
  const keys = (Object.keys(labels) as (keyof FrontDeskFigureSet)[]).filter((key) => !skip.includes(key));
  return {
    header: ['step', 'p50 ms', 'p90 ms', 'max ms', "rounds' p50 (min–max)", ...(warmup ? ['warm-up pass ms'] : [])],
    rows: keys.map((key) => {
      const figure = figures[key];
      return [
        labels[key],
        formatLatency(figure.summary.p50),
        formatLatency(figure.p90),
        formatLatency(figure.summary.max),
        `${formatLatency(figure.rounds.min)}–${formatLatency(figure.rounds.max)}`,
        ...(warmup ? [formatLatency(warmup[key])] : []),
      ];
    }),
    rightAligned: warmup ? [1, 2, 3, 5] : [1, 2, 3],
  };
}

/** The calls to main on the way to the open invoices, by channel. */
function callsTable(title: string, samples: readonly FrontDeskSample[]): Table {
  return {
    header: [title, 'calls', 'p50 ms', 'max ms'],
    rows: callBreakdown(samples).map((call) => [
      call.channel,
      String(call.calls),
      formatLatency(call.p50),
      formatLatency(call.max),
    ]),
    rightAligned: [1, 2, 3],
  };
}

/**
 * The issue's targets, judged at 100,000 clients (`not judged` at another size): the palette; the last digit → PIX
 * time and the keystrokes, each for a client's first call (the password asked) and for its next call (main holds it).
 */
export function frontDeskVerdicts(fd: FrontDeskFigures): FigureVerdict[] {
  const judge = (value: number, limit: number) =>
    fd.clients === targetClients ? atMost(value, limit) : ('not judged' as const);
  const palette = fd.figures.paletteMs;
  const baseline = fd.figures.baselineModalMs.summary.p50;
  const where = `${formatCount(fd.clients)} clients`;
  const total = (figure: FrontDeskFigure, when: string): FigureVerdict => ({
    figure: `front desk: last CPF digit → PIX code on the clipboard, ${when}, ${where} (issue 18)`,
    value: shown(figure),
    target: `p50 ≤ ${frontDeskTargets.lastDigitToClipboardP50Ms / 1000} s`,
    verdict: judge(figure.summary.p50, frontDeskTargets.lastDigitToClipboardP50Ms),
  });
  const keystrokes = (keys: FrontDeskFigures['keystrokes'], when: string): FigureVerdict => ({
    figure: `front desk: keystrokes besides the CPF, ${when} (issue 18)`,
    value: `${keystrokeCount(keys)} (${keys.map((key) => `${key.keys}: ${key.count}`).join(', ')})`,
    target: `≤ ${frontDeskTargets.keystrokes}`,
    verdict: atMost(keystrokeCount(keys), frontDeskTargets.keystrokes),
  });
  const first = 'a client’s first call (the password typed by the bench)';
  const next = 'the client’s next call (main holds the password)';
  return [
    {
      figure: `front desk: Ctrl+K → palette painted, ${where} (issue 18)`,
      value: `${shown(palette)}; ${formatRatio(palette.summary.p50 / baseline)} the plain Modal's ${ms(baseline)}`,
      target: `≤ ${frontDeskTargets.paletteMs} ms`,
      verdict: judge(palette.summary.p50, frontDeskTargets.paletteMs),
    },
    total(fd.figures.lastDigitToClipboardMs, first),
    total(fd.returning.figures.lastDigitToClipboardMs, next),
    keystrokes(fd.keystrokes, first.replace(' by the bench', '')),
    keystrokes(fd.keystrokesIfPasswordKnown, next),
  ];
}

/** The front-desk section: method, the steps' table, the keystrokes, and the verdicts. */
export function frontDeskSection(fd: FrontDeskFigures): ReportSection {
  const table = frontDeskTable(fd.figures, fd.warmup);
  const again = frontDeskTable(fd.returning.figures, undefined, [
    'baselineModalMs',
    'paletteMarksMs',
    'passwordToInvoicesMs',
  ]);
  const keys = renderMarkdownTable({
    header: ['keys', 'why', 'count'],
    rows: fd.keystrokes.map((key) => [key.keys, key.why, String(key.count)]),
    rightAligned: [2],
  });
  const verdicts = frontDeskVerdicts(fd);
  const calls = callsTable("a first call's password step: calls to main (channel)", fd.samples.flat());
  const againCalls = callsTable(
    'a next call, from Enter on the row: calls to main (channel)',
    fd.returning.samples.flat(),
  );
  return {
    title: 'The front desk: palette, card, PIX (issue 18)',
    markdown: [
      `The built page in browser mode (Chromium, headless) against the ${formatCount(fd.clients)}-client PGlite snapshot, signed in as the staff. ` +
        `One warm-up pass, then ${fd.runs} rounds of ${fd.perRound} clients (active, a CPF, a client-area ` +
        'user name, an unpaid invoice), each called twice. A first call: F1 (the shortcuts list, a plain Mantine Modal: the baseline) and Esc, Ctrl+K, the CPF typed as 11 digits, ' +
        "Enter on its row, the client-area password typed in the card's inline form (these clients' rows keep a password hash only, as on a server " +
        'that sends none; the call with no password typed is the second-copy phase), Enter, "Copiar PIX" clicked, the code read back from the clipboard and its CRC verified, and the card closed ' +
        "(which ends its client-area session). The client's next call, after the round's other first calls: the same steps, but main holds the " +
        'password typed before and the card opens the client area by itself. ' +
        "Every time is on the page's clock (key down or click stamped in a capture " +
        'listener; painted = the element present, then one animation frame and a task), so no Playwright round trip is inside a step; the totals ' +
        "do hold the bench's own moves between steps and its password typing, at machine speed (a person's typing and reading come on top).",
      `Load average (1/5/15 min): ${formatLoad(fd.load.start)} at the phase's start, ${formatLoad(fd.load.end)} at its end.`,
      '**A first call** (the password asked and typed):',
      renderMarkdownTable(table),
      renderMarkdownTable(calls),
      "**The client's next call** (main holds the password; the card opens the area by itself):",
      renderMarkdownTable(again),
      renderMarkdownTable(againCalls),
      keys,
      renderMarkdownTable({
        header: ['figure', 'value', 'target', 'verdict'],
        rows: verdicts.map((item) => [
          item.figure,
          item.value,
          item.target,
          item.verdict === 'not met' ? 'NOT MET' : item.verdict,
        ]),
      }),
    ],
    console: [
      `load average (1/5/15 min): ${formatLoad(fd.load.start)} at the start, ${formatLoad(fd.load.end)} at the end`,
      'a first call (the password asked and typed):',
      renderTextTable(table),
      '',
      renderTextTable(calls),
      '',
      "the client's next call (main holds the password):",
      renderTextTable(again),
      '',
      renderTextTable(againCalls),
      '',
      ...verdicts.map(
        (item) =>
          `${item.figure}: ${item.value} (target ${item.target}: ${item.verdict === 'not met' ? 'NOT MET' : item.verdict})`,
      ),
    ],
    verdicts,
  };
}
