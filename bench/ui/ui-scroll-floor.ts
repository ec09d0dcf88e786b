/** The grid's dropped frames beyond the browser's floor: what of the scroll figure is the app's. */
import { spreadOverRuns, type RunSpread } from '../common/stats.ts';
import type { UiFigures } from './ui-figures.ts';

/**
 * Per round, the grid's frames over the limit minus the plain-DOM list's in the same round (never below 0:
 * a floor that dropped more than the grid says nothing of the app), as median and spread; undefined when
 * the report predates the floor.
 */
export function framesBeyondFloor(ui: Pick<UiFigures, 'scrolls' | 'baselineScrolls'>): RunSpread | undefined {
  const floors = ui.baselineScrolls;
  if (!floors || floors.length !== ui.scrolls.length || floors.length === 0) return undefined;
  return spreadOverRuns(
    ui.scrolls.map((scroll, round) => Math.max(0, scroll.droppedFrames - (floors[round]?.droppedFrames ?? 0))),
  );
}
