/** Widths (px, "at this width or narrower") where a carousel may change its slides per view. */
export const CAROUSEL_BREAKPOINTS = [1300, 1250, 1150, 1100, 1000, 950, 700, 600, 550] as const;
export type Breakpoint = (typeof CAROUSEL_BREAKPOINTS)[number];
export type PerView = { default: number } & Partial<Record<Breakpoint, number>>;

/**
 * The CSS custom properties that lay a carousel out at every width, computed on the server:
 * slides per view at each breakpoint, whether controls are needed there (only where the slides
 * overflow), whether autoplay's pause control is, the slide count (dots collapse to one per snap position in CSS) and the gap.
 * A breakpoint is written only where its value changes: carousel.module.css falls back to the
 * next wider one, so an event carousel (one per view everywhere) carries 4 properties, not 22,
 * in its HTML and again in the page's RSC data.
 */
export function carouselLayoutVars(perView: PerView, count: number, gap: number, autoplayBelow?: Breakpoint): Record<string, string | number> {
  const vars: Record<string, string | number> = { '--gap': `${gap}px`, '--n': count, '--pv-default': perView.default };
  vars['--ctl-default'] = controls(count, perView.default);
  // The pause control shows where autoplay runs: everywhere, or at and below `autoplayBelow`.
  if (autoplayBelow) {
    vars['--pause-default'] = 'none';
    vars[`--pause-${autoplayBelow}`] = 'inline-flex';
  }
  let current = perView.default;
  for (const bp of CAROUSEL_BREAKPOINTS) {
    const next = perView[bp] ?? current;
    if (next !== current) vars[`--pv-${bp}`] = next;
    if (controls(count, next) !== controls(count, current)) vars[`--ctl-${bp}`] = controls(count, next);
    current = next;
  }
  return vars;
}

const controls = (count: number, perView: number) => (count > perView ? 'flex' : 'none');

/** The value a breakpoint's property takes through carousel.module.css's fallbacks (for tests and reasoning). */
export function resolvedLayoutVar(vars: Record<string, string | number>, name: 'pv' | 'ctl' | 'pause', bp: Breakpoint | 'default'): string | number {
  const order: (Breakpoint | 'default')[] = ['default', ...CAROUSEL_BREAKPOINTS];
  for (let i = order.indexOf(bp); i >= 0; i--) {
    const value = vars[`--${name}-${order[i]}`];
    if (value !== undefined) return value;
  }
  return { pv: 1, ctl: 'flex', pause: 'inline-flex' }[name];
}
