/**
 * Screenshot pixels -> viewport CSS pixels for the vision tools. A screenshot is taken at devicePixelRatio x zoom
 * and then downscaled, so the port reports one factor (CSS px per screenshot px) with each screenshot.
 */
export type Mapped = { ok: true; x: number; y: number } | { ok: false; error: string; hint: string };

export function screenshotToCss(x: number, y: number, cssPerPixel: number | undefined): Mapped {
  if (cssPerPixel === undefined) {
    return {
      ok: false,
      error: 'There is no screenshot of this tab to take coordinates from.',
      hint: 'Take a screenshot first, then use pixel positions in it.',
    };
  }
  return { ok: true, x: round(x * cssPerPixel), y: round(y * cssPerPixel) };
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
