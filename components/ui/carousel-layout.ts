/** Widths (px, "at this width or narrower") where a carousel may change its slides per view. */
export const CAROUSEL_BREAKPOINTS = [1300, 1250, 1150, 1100, 1000, 950, 700, 600, 550] as const;
export type Breakpoint = (typeof CAROUSEL_BREAKPOINTS)[number];
export type PerView = { default: number } & Partial<Record<Breakpoint, number>>;

/**
 * The CSS custom properties that lay a carousel out at every width, computed on the server:
 * slides per view at each breakpoint (a breakpoint without a value inherits the next wider
 * one), whether controls are needed there (only where the slides overflow), the slide count
 * (dots collapse to one per snap position in CSS) and the gap.
 */
export function carouselLayoutVars(perView: PerView, count: number, gap: number): Record<string, string | number> {
  const vars: Record<string, string | number> = { '--gap': `${gap}px`, '--n': count, '--pv-default': perView.default };
  vars['--ctl-default'] = count > perView.default ? 'flex' : 'none';
  let current = perView.default;
  for (const bp of CAROUSEL_BREAKPOINTS) {
    current = perView[bp] ?? current;
    vars[`--pv-${bp}`] = current;
    vars[`--ctl-${bp}`] = count > current ? 'flex' : 'none';
  }
  return vars;
}
