import type { Page } from 'playwright-core';

/** The surname of the warm-up filter (it pays for loading the builder's code and the first query plan; not timed). */
export const warmupSurname = 'Rodrigues';

// Why 40: enough for 20 runs (--runs' most) of 2; each is looked for once, so no answer comes from the page's query cache (the soak uses Silva and Santos later).
const surnames = [
  'Oliveira',
  'Souza',
  'Pereira',
  'Costa',
  'Lima',
  'Carvalho',
  'Almeida',
  'Ferreira',
  'Alves',
  'Gomes',
  'Ribeiro',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Rocha',
  'Dias',
  'Nascimento',
  'Cardoso',
  'Teixeira',
  'Correia',
  'Mendes',
  'Monteiro',
  'Moura',
  'Pinto',
  'Freitas',
  'Barbosa',
  'Ramos',
  'Castro',
  'Andrade',
  'Machado',
  'Campos',
  'Duarte',
  'Azevedo',
  'Fonseca',
  'Nunes',
  'Marques',
  'Sales',
  'Rezende',
  'Tavares',
];

/** The surnames of each round: `perRound` a round (fewer when many runs would run out of fresh surnames, at least 2). */
export function filterRoundPlan(runs: number, perRound: number): string[][] {
  const size = Math.max(2, Math.min(perRound, Math.floor(surnames.length / runs)));
  if (size * runs > surnames.length) throw new Error(`not enough surnames for ${runs} filter rounds`);
  return Array.from({ length: runs }, (_, run) => surnames.slice(run * size, (run + 1) * size));
}

/** How the runs apply their filter, for the report. */
export const filterMethod = 'filter builder: "Nome completo contém <surname>", Apply clicked';

type Armed = { benchPaint?: Promise<number> };

/**
 * Arms the page: a capture listener stamps performance.now() at the Apply click, a MutationObserver waits
 * until the grid is no longer busy and shows other rows or another total, then one animation frame and a
 * task later (after that frame's paint) the promise settles with the elapsed ms.
 */
function armPaintTimer(): void {
  const signature = (): string => {
    const total = document.querySelector('[data-pager-rows]')?.getAttribute('data-total') ?? '';
    const rows = [...document.querySelectorAll('[data-grid="clients"] [data-client-pk]')]
      .slice(0, 10)
      .map((row) => row.getAttribute('data-client-pk'));
    return `${total}|${rows.join(',')}`;
  };
  const before = signature();
  (window as Armed).benchPaint = new Promise<number>((resolve, reject) => {
    let clickedAt: number | undefined;
    const onClick = (event: Event): void => {
      if ((event.target as Element | null)?.closest('[data-action="apply-filter"]')) clickedAt = performance.now();
    };
    document.addEventListener('click', onClick, { capture: true });
    const observer = new MutationObserver(() => {
      const grid = document.querySelector('[data-grid="clients"]');
      if (clickedAt === undefined || !grid || grid.hasAttribute('aria-busy') || signature() === before) return;
      observer.disconnect();
      document.removeEventListener('click', onClick, { capture: true });
      clearTimeout(timer);
      const start = clickedAt;
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-busy', 'data-total', 'data-client-pk'],
    });
    const timer = setTimeout(() => reject(new Error('the grid did not show the filtered rows within 60 s')), 60_000);
  });
}

/** Applies "full name contains `surname`" through the filter builder and answers the ms from the click to the rows painted, and the new total. */
export async function timeFilterPaint(page: Page, surname: string): Promise<{ ms: number; total: number }> {
  await page.locator('[data-action="open-filter-builder"]').click();
  const panel = page.locator('[data-filter-builder]');
  await panel.waitFor();
  await panel.locator('select[name="filter-field-1"]').selectOption('client_complete_name');
  await panel.locator('select[name="filter-op-1"]').selectOption('contains');
  await panel.locator('input[name="filter-value-1"]').fill(surname);
  await page.evaluate(armPaintTimer);
  await panel.locator('[data-action="apply-filter"]').click();
  const ms = await page.evaluate(
    () => (window as Armed).benchPaint ?? Promise.reject(new Error('paint timer not armed')),
  );
  await panel.waitFor({ state: 'hidden' });
  const total = Number(await page.locator('[data-pager-rows]').getAttribute('data-total'));
  return { ms, total };
}
