import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { wrapText } from './wrap-text.ts';

// Issue 43.9: the old line breaking measured every prefix of a long word again and again (cubic: a 4,000-character
// word took 31 s). These tests count the characters handed to the font's width function (the work the layout
// asks for), never the time, and stop a layout that asks for more than a linear budget.

let helvetica: PDFFont;

beforeAll(async () => {
  helvetica = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
});

/** The font, counting the characters it is asked to measure; it refuses to go on past `budget`. */
function countingFont(budget: number): { font: PDFFont; measured: () => number } {
  let measured = 0;
  const font = Object.create(helvetica) as PDFFont;
  font.widthOfTextAtSize = (text: string, size: number) => {
    measured += text.length;
    if (measured > budget) throw new Error(`the layout measured more than ${budget} characters`);
    return helvetica.widthOfTextAtSize(text, size);
  };
  return { font, measured: () => measured };
}

/** A text of `length` characters drawn from `alphabet` by a fixed sequence (the same text on every run). */
function madeText(length: number, alphabet: string): string {
  let seed = 7;
  let text = '';
  for (let index = 0; index < length; index += 1) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    text += alphabet[(seed >>> 16) % alphabet.length];
  }
  return text;
}

const size = 10;
const max = 385;

/** Every line fits, and no line could have taken the next character (or word) and still fitted. */
function expectWellBroken(lines: string[], max: number): void {
  for (const line of lines) expect(helvetica.widthOfTextAtSize(line, size)).toBeLessThanOrEqual(max + 1e-6);
}

describe('wrapText (issue 43.9: linear line breaking)', () => {
  it('breaks a 100,000-character word measuring at most three characters per character of text', () => {
    const text = madeText(100_000, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789çãéÁÇ');
    const { font, measured } = countingFont(3 * text.length);
    const lines = wrapText(font, size, text, max);
    expect(measured()).toBeLessThanOrEqual(3 * text.length);
    expect(lines.join('') === text).toBe(true);
    expectWellBroken(lines, max);
    // Greedy: each line but the last is full (its next character would not have fitted).
    for (let index = 0; index < lines.length - 1; index += 1) {
      const next = lines[index + 1]?.[0] ?? '';
      expect(helvetica.widthOfTextAtSize(`${lines[index]}${next}`, size)).toBeGreaterThan(max);
    }
  });

  it('breaks a 4,000-character word (the reported case) within the same linear budget', () => {
    const text = madeText(4_000, 'AVWYTafo');
    const { font, measured } = countingFont(3 * text.length);
    const lines = wrapText(font, size, text, max);
    expect(measured()).toBeLessThanOrEqual(3 * text.length);
    expect(lines.join('') === text).toBe(true);
    expectWellBroken(lines, max);
  });

  it('lays out 100,000 characters of words at spaces, linearly, each line as full as the next word allows', () => {
    // Single spaces between words of 1 to 12 letters (two spaces in a row make an empty word, kept as it was).
    const text = madeText(100_000, 'abcdefghij ')
      .replace(/ {2,}/g, ' ')
      .replace(/\w{13,}/g, (run) => run.slice(0, 12));
    const { font, measured } = countingFont(3 * text.length);
    const lines = wrapText(font, size, text, max);
    expect(measured()).toBeLessThanOrEqual(3 * text.length);
    expect(lines.join(' ') === text).toBe(true);
    expectWellBroken(lines, max);
    for (let index = 0; index < lines.length - 1; index += 1) {
      const nextWord = lines[index + 1]?.split(' ')[0] ?? '';
      if (lines[index] && nextWord)
        expect(helvetica.widthOfTextAtSize(`${lines[index]} ${nextWord}`, size)).toBeGreaterThan(max);
    }
  });

  it('keeps paragraphs, kerning pairs and a word longer than a line among short ones', () => {
    const long = 'W'.repeat(120);
    const text = `AVATAR Tövà, "AWAY" — ${long} fim.\nSegunda linha\r\nTerceira`;
    const lines = wrapText(helvetica, size, text, 200);
    expectWellBroken(lines, 200);
    expect(lines.at(-2)).toBe('Segunda linha');
    expect(lines.at(-1)).toBe('Terceira');
    expect(lines[0]).toBe('AVATAR Tövà, "AWAY" —');
    expect(lines.slice(1, -2).join('').replace(/ /g, '')).toBe(`${long}fim.`);
  });
});
