/**
 * The browser's own floor for the scroll figure: the grid's rows, columns and text drawn by a plain-DOM
 * virtual list (no framework, no app code) in a fresh tab of the same Chromium, scrolled the same way.
 * Why: without a GPU, Chromium rasters every newly shown line of text in software, so frames drop even when
 * the page does almost nothing; the floor tells what of the grid's dropped frames is the app's.
 */
import type { Browser, Page } from 'playwright-core';
import { measureScroll } from './ui-scroll.ts';
import type { ScrollFigures } from './ui-figures.ts';

/** What the plain list copies from the grid on screen: the scroll area's size, the row tracks, the font and the drawn rows' texts. */
export interface GridGeometry {
  width: number;
  height: number;
  tracks: string;
  font: string;
  rowHeight: number;
  texts: string[][];
}

/** Reads the clients grid's geometry and the texts of the rows it has drawn. */
export function readGridGeometry(page: Page): Promise<GridGeometry> {
  return page.evaluate(() => {
    const scroller = document.querySelector('[data-grid-scroll]') as HTMLElement;
    // Why the last row group: the first holds the header row.
    const body = [...scroller.querySelectorAll<HTMLElement>('[role="rowgroup"]')].at(-1) as HTMLElement;
    const rows = [...body.querySelectorAll<HTMLElement>('[role="row"]')];
    const row = rows[0] as HTMLElement;
    const cell = row.querySelector<HTMLElement>('[role="gridcell"]:nth-child(2)') as HTMLElement;
    return {
      width: scroller.clientWidth,
      height: scroller.clientHeight,
      tracks: getComputedStyle(row).gridTemplateColumns,
      font: getComputedStyle(cell).font,
      rowHeight: row.offsetHeight,
      texts: rows.map((drawn) =>
        [...drawn.querySelectorAll<HTMLElement>('[role="gridcell"]')].map((one) => one.textContent ?? ''),
      ),
    };
  });
}

/** A page holding a plain-DOM virtual list of `rows` rows in the grid's geometry: a pool of row elements moved and refilled on scroll. */
function baselineHtml(geometry: GridGeometry, rows: number): string {
  const style = [
    `body{margin:0;font:${geometry.font}}`,
    `#s{width:${geometry.width}px;height:${geometry.height}px;overflow:auto;contain:strict;position:relative}`,
    `#b{position:relative;height:${rows * geometry.rowHeight}px}`,
    `.r{position:absolute;left:0;top:0;width:100%;height:${geometry.rowHeight}px;display:grid;grid-template-columns:${geometry.tracks};contain:strict;border-bottom:1px solid #e9ecef}`,
    '.r:nth-child(odd){background:#f8f9fa}',
    `.c{padding:0 8px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis;line-height:${geometry.rowHeight - 1}px}`,
  ].join('');
  const script = `
    const texts = ${JSON.stringify(geometry.texts)}, rows = ${rows}, height = ${geometry.rowHeight};
    const scroller = document.getElementById('s'), body = document.getElementById('b');
    const pool = Math.ceil(scroller.clientHeight / height) + 10;
    const drawn = [];
    for (let slot = 0; slot < pool; slot += 1) {
      const row = document.createElement('div');
      row.className = 'r';
      const cells = texts[0].map(() => { const cell = document.createElement('div'); cell.className = 'c'; row.append(cell); return cell; });
      body.append(row);
      drawn.push({ row, cells, index: -1 });
    }
    const draw = () => {
      const first = Math.max(0, Math.floor(scroller.scrollTop / height) - 5);
      for (let index = first; index < Math.min(rows, first + pool); index += 1) {
        const slot = drawn[index % pool];
        if (slot.index === index) continue;
        slot.index = index;
        slot.row.style.transform = 'translateY(' + index * height + 'px)';
        const line = texts[index % texts.length];
        slot.cells.forEach((cell, at) => { cell.textContent = line[at] ?? ''; });
      }
    };
    scroller.addEventListener('scroll', draw, { passive: true });
    draw();`;
  return `<!doctype html><html lang="pt-BR"><style>${style}</style><div id="s" data-grid-scroll><div id="b"></div></div><script>${script}</script></html>`;
}

/** Scrolls the plain-DOM list of the grid's geometry for `durationMs` in a fresh tab of `browser`, as the grid is scrolled. */
export async function measureBaselineScroll(
  browser: Browser,
  geometry: GridGeometry,
  rows: number,
  durationMs: number,
): Promise<ScrollFigures> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  try {
    const page = await context.newPage();
    await page.setContent(baselineHtml(geometry, rows));
    return await measureScroll(page, rows, durationMs);
  } finally {
    await context.close();
  }
}
