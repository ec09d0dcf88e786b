import { z } from 'zod';

/** Size, position and maximised state of the main window, as remembered between runs. */
export const windowStateSchema = z.object({
  x: z.number().int().optional(),
  y: z.number().int().optional(),
  width: z.number().int().min(400),
  height: z.number().int().min(300),
  maximized: z.boolean(),
});
/** The remembered window state. */
export type WindowState = z.infer<typeof windowStateSchema>;

/** A display's work area (the screen without task bars). */
export interface WorkArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The first start's window: large enough for the client grid on a 1366×768 office screen. */
export const defaultWindowState: WindowState = { width: 1280, height: 760, maximized: false };

/**
 * Makes a remembered state fit the displays there are now: a window whose display was unplugged comes
 * back centred on the primary one, and never larger than it. Why the primary given apart: Electron's
 * getAllDisplays() lists displays in no promised order.
 */
export function fitToDisplays(
  state: WindowState,
  areas: readonly WorkArea[],
  primary: WorkArea | undefined = areas[0],
): WindowState {
  if (!primary) return state;
  const width = Math.min(state.width, primary.width);
  const height = Math.min(state.height, primary.height);
  const visible =
    state.x !== undefined &&
    state.y !== undefined &&
    areas.some(
      (area) =>
        state.x! + 100 <= area.x + area.width &&
        state.x! + width - 100 >= area.x &&
        state.y! >= area.y &&
        state.y! + 50 <= area.y + area.height,
    );
  if (visible) return { ...state, width, height };
  return {
    width,
    height,
    maximized: state.maximized,
    x: primary.x + Math.round((primary.width - width) / 2),
    y: primary.y + Math.round((primary.height - height) / 2),
  };
}
