import { CAROUSEL_BREAKPOINTS, carouselLayoutVars } from './carousel-layout';

describe('carouselLayoutVars', () => {
  it('gives the value cards 4 / 3 / 2 / 1 per view at the spec breakpoints', () => {
    const vars = carouselLayoutVars({ default: 4, 1250: 3, 950: 2, 600: 1 }, 4, 20);
    expect(vars['--pv-default']).toBe(4);
    expect(vars['--pv-1300']).toBe(4);
    expect(vars['--pv-1250']).toBe(3);
    expect(vars['--pv-1100']).toBe(3);
    expect(vars['--pv-950']).toBe(2);
    expect(vars['--pv-700']).toBe(2);
    expect(vars['--pv-600']).toBe(1);
    expect(vars['--pv-550']).toBe(1);
    expect(vars['--gap']).toBe('20px');
    expect(vars['--n']).toBe(4);
  });

  it('hides the controls exactly where every slide already fits', () => {
    const vars = carouselLayoutVars({ default: 4, 1250: 3, 950: 2, 600: 1 }, 4, 20);
    expect(vars['--ctl-default']).toBe('none');
    expect(vars['--ctl-1300']).toBe('none');
    expect(vars['--ctl-1250']).toBe('flex');
    expect(vars['--ctl-550']).toBe('flex');
  });

  it('sets every breakpoint, inheriting from the next wider one', () => {
    const vars = carouselLayoutVars({ default: 1 }, 2, 0);
    for (const bp of CAROUSEL_BREAKPOINTS) {
      expect(vars[`--pv-${bp}`]).toBe(1);
      expect(vars[`--ctl-${bp}`]).toBe('flex');
    }
  });

  it('shows no controls for a single slide', () => {
    const vars = carouselLayoutVars({ default: 1 }, 1, 24);
    expect(Object.entries(vars).filter(([key]) => key.startsWith('--ctl')).every(([, value]) => value === 'none')).toBe(true);
  });
});
