// Interleaved 2 of 5 (ITF), the symbology of the boleto barcode: digits in pairs, the first of a pair in
// the bars, the second in the spaces; each digit is 5 elements of which 2 are wide.
// Why by hand: the pattern table is ten lines; drawing libraries (bwip-js, JsBarcode) would add a
// rendering engine to the bundle for one symbology.

const patterns = ['nnwwn', 'wnnnw', 'nwnnw', 'wwnnn', 'nnwnw', 'wnwnn', 'nwwnn', 'nnnww', 'wnnwn', 'nwnwn'];

/** One element of the symbol, left to right: a bar or a space, narrow (1) or wide (`wide` units). */
export interface ItfElement {
  bar: boolean;
  wide: boolean;
}

/** The elements of an even number of digits: start (narrow bar, space, bar, space), the pairs, stop (wide bar, space, bar). */
export function interleaved2of5(digits: string): ItfElement[] {
  if (!/^(\d\d)+$/.test(digits)) throw new RangeError('Interleaved 2 of 5 needs an even number of digits');
  const elements: ItfElement[] = [];
  const push = (bar: boolean, wide: boolean): void => void elements.push({ bar, wide });
  for (let i = 0; i < 4; i++) push(i % 2 === 0, false);
  for (let i = 0; i < digits.length; i += 2) {
    const bars = patterns[Number(digits[i])] ?? '';
    const spaces = patterns[Number(digits[i + 1])] ?? '';
    for (let k = 0; k < 5; k++) {
      push(true, bars[k] === 'w');
      push(false, spaces[k] === 'w');
    }
  }
  push(true, true);
  push(false, false);
  push(true, false);
  return elements;
}

/** The bars as rectangles in narrow units (x, width), for an SVG; `total` is the symbol's width. */
export function itfBars(digits: string, wideRatio = 3): { bars: { x: number; width: number }[]; total: number } {
  const bars: { x: number; width: number }[] = [];
  let x = 0;
  for (const element of interleaved2of5(digits)) {
    const width = element.wide ? wideRatio : 1;
    if (element.bar) bars.push({ x, width });
    x += width;
  }
  return { bars, total: x };
}
