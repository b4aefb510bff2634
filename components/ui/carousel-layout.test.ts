import { CAROUSEL_BREAKPOINTS, carouselLayoutVars, resolvedLayoutVar } from './carousel-layout';

describe('carouselLayoutVars', () => {
  it('gives the value cards 4 / 3 / 2 / 1 per view at the spec breakpoints', () => {
    const vars = carouselLayoutVars({ default: 4, 1250: 3, 950: 2, 600: 1 }, 4, 20);
    const pv = (bp: Parameters<typeof resolvedLayoutVar>[2]) => resolvedLayoutVar(vars, 'pv', bp);
    expect([pv('default'), pv(1300), pv(1250), pv(1100), pv(950), pv(700), pv(600), pv(550)]).toEqual([4, 4, 3, 3, 2, 2, 1, 1]);
    expect(vars['--gap']).toBe('20px');
    expect(vars['--n']).toBe(4);
  });

  it('hides the controls exactly where every slide already fits', () => {
    const vars = carouselLayoutVars({ default: 4, 1250: 3, 950: 2, 600: 1 }, 4, 20);
    expect(resolvedLayoutVar(vars, 'ctl', 'default')).toBe('none');
    expect(resolvedLayoutVar(vars, 'ctl', 1300)).toBe('none');
    expect(resolvedLayoutVar(vars, 'ctl', 1250)).toBe('flex');
    expect(resolvedLayoutVar(vars, 'ctl', 550)).toBe('flex');
  });

  it('writes a breakpoint only where its value changes; narrower ones inherit it', () => {
    const vars = carouselLayoutVars({ default: 4, 1250: 3, 950: 2, 600: 1 }, 4, 20);
    expect(Object.keys(vars).sort()).toEqual(['--ctl-1250', '--ctl-default', '--gap', '--n', '--pv-1250', '--pv-600', '--pv-950', '--pv-default'].sort());
    const single = carouselLayoutVars({ default: 1, 700: 1 }, 2, 0);
    expect(single).toEqual({ '--gap': '0px', '--n': 2, '--pv-default': 1, '--ctl-default': 'flex' });
    for (const bp of CAROUSEL_BREAKPOINTS) {
      expect(resolvedLayoutVar(single, 'pv', bp)).toBe(1);
      expect(resolvedLayoutVar(single, 'ctl', bp)).toBe('flex');
    }
  });

  it('shows no controls for a single slide', () => {
    const vars = carouselLayoutVars({ default: 1 }, 1, 24);
    for (const bp of ['default', ...CAROUSEL_BREAKPOINTS] as const) expect(resolvedLayoutVar(vars, 'ctl', bp)).toBe('none');
  });

  it('shows the pause control at and below the width autoplay runs at, everywhere without one', () => {
    const below = carouselLayoutVars({ default: 1 }, 3, 24, 700);
    expect(['default', 1300, 950, 700, 600, 550].map((bp) => resolvedLayoutVar(below, 'pause', bp as Parameters<typeof resolvedLayoutVar>[2]))).toEqual(['none', 'none', 'none', 'inline-flex', 'inline-flex', 'inline-flex']);
    const always = carouselLayoutVars({ default: 1 }, 3, 24);
    for (const bp of ['default', ...CAROUSEL_BREAKPOINTS] as const) expect(resolvedLayoutVar(always, 'pause', bp)).toBe('inline-flex');
  });
});
