import type { PDFFont } from 'pdf-lib';

// Why widths are added up here instead of measuring each candidate line: measuring every prefix of a long word
// again was cubic (a 4,000-character word held the renderer's main thread 31 s; issue 43.9). pdf-lib's width of a
// text is the sum of its glyphs' widths plus the kerning of each adjacent pair, so a line's width grows by one
// character's advance at a time: each character and each pair is measured once (memoised), and the layout is linear.

/** Measures texts by adding memoised advances: a character's width plus its kerning after the one before it. */
class Advances {
  private readonly single = new Map<string, number>();
  private readonly pairs = new Map<string, number>();
  private readonly font: PDFFont;
  private readonly size: number;
  constructor(font: PDFFont, size: number) {
    this.font = font;
    this.size = size;
  }

  /** The width of one character alone. */
  width(char: string): number {
    let width = this.single.get(char);
    if (width === undefined) {
      width = this.font.widthOfTextAtSize(char, this.size);
      this.single.set(char, width);
    }
    return width;
  }

  /** How much `char` adds after `before` (its width and the pair's kerning). */
  after(before: string | undefined, char: string): number {
    if (before === undefined) return this.width(char);
    const pair = before + char;
    let kerning = this.pairs.get(pair);
    if (kerning === undefined) {
      kerning = this.font.widthOfTextAtSize(pair, this.size) - this.width(before) - this.width(char);
      this.pairs.set(pair, kerning);
    }
    return kerning + this.width(char);
  }

  /** The width of a run of characters. */
  run(chars: readonly string[]): number {
    let width = 0;
    for (let index = 0; index < chars.length; index += 1) width += this.after(chars[index - 1], chars[index] ?? '');
    return width;
  }
}

// Why a slack: widths added up differ from pdf-lib's own sum in the last bits; a line exactly `max` wide must still fit.
const slack = 1e-6;

/** Lines of at most `max` points wide, broken at spaces (and inside a word longer than a line); linear in the text. */
export function wrapText(font: PDFFont, size: number, value: string, widest: number): string[] {
  const advances = new Advances(font, size);
  const max = widest + slack;
  const lines: string[] = [];
  for (const paragraph of value.split(/\r?\n/)) {
    let line = '';
    let lineWidth = 0;
    let last: string | undefined;
    for (const word of paragraph.split(' ')) {
      // Code points, as pdf-lib encodes them one glyph each.
      const chars = Array.from(word);
      const wordWidth = advances.run(chars);
      if (line) {
        const space = advances.after(last, ' ');
        const joint = chars[0] === undefined ? 0 : advances.after(' ', chars[0]) - advances.width(chars[0]);
        const joined = lineWidth + space + joint + wordWidth;
        if (joined <= max) {
          line = `${line} ${word}`;
          lineWidth = joined;
          last = chars.at(-1) ?? ' ';
          continue;
        }
        lines.push(line);
      }
      if (wordWidth <= max) {
        line = word;
        lineWidth = wordWidth;
        last = chars.at(-1);
        continue;
      }
      // A word wider than a line: as many characters as fit on each line (at least one), the rest carried on.
      let piece = '';
      let pieceWidth = 0;
      let before: string | undefined;
      for (const char of chars) {
        const added = advances.after(before, char);
        if (piece && pieceWidth + added > max) {
          lines.push(piece);
          piece = char;
          pieceWidth = advances.width(char);
        } else {
          piece += char;
          pieceWidth += added;
        }
        before = char;
      }
      line = piece;
      lineWidth = pieceWidth;
      last = before;
    }
    lines.push(line);
  }
  return lines;
}
