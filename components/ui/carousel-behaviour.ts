/**
 * The carousel's behaviour over the markup Carousel rendered on the server: the scripted
 * previous/next and dots (shown where the browser does not draw its own), and autoplay with its
 * pause control. Loaded on demand (CarouselEnhancer), so it is plain DOM code: the state lives
 * in the attributes the styles and assistive technology read (`disabled`, `aria-current`,
 * `hidden`). Autoplay pauses while the pointer or focus is in the carousel, while the tab is
 * hidden, and never runs under reduced motion.
 */
export type CarouselOptions = {
  gap: number;
  autoplay?: number;
  /** Autoplay only at or below this viewport width. */
  autoplayBelow?: number;
};

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)');

export function attachCarousel(section: HTMLElement, { gap, autoplay, autoplayBelow }: CarouselOptions): () => void {
  const track = section.querySelector<HTMLElement>('[data-carousel-track]');
  const controls = section.querySelector<HTMLElement>('[data-carousel-controls]');
  if (!track || !controls) return () => {};
  const prev = controls.querySelector<HTMLButtonElement>('[data-carousel-prev]')!;
  const next = controls.querySelector<HTMLButtonElement>('[data-carousel-next]')!;
  const pause = controls.querySelector<HTMLButtonElement>('[data-carousel-pause]');
  const dotGroup = controls.querySelector<HTMLElement>('[data-carousel-dots]');
  const dots = Array.from(controls.querySelectorAll<HTMLButtonElement>('[data-carousel-dot]'));
  const slides = track.children as HTMLCollectionOf<HTMLElement>;
  const width = window.matchMedia(autoplayBelow ? `(max-width: ${autoplayBelow}px)` : 'all');
  const motion = reducedMotion();

  let active = 0;
  let positions = slides.length;
  let paused = false;
  // The pointer or focus may already be inside when the behaviour arrives.
  let hovered = section.matches(':hover, :focus-within');
  let timer = 0;
  let timerKey = '';
  let frame = 0;

  const goTo = (index: number) => {
    const target = slides[index];
    if (!target) return;
    track.scrollTo({ left: target.offsetLeft - slides[0]!.offsetLeft, behavior: motion.matches ? 'auto' : 'smooth' });
  };

  // Restarts the autoplay timer only when something it depends on changed, as a scroll
  // re-measures on every frame.
  const schedule = () => {
    const running = Boolean(autoplay) && width.matches && !motion.matches;
    if (pause) pause.firstChild!.nodeValue = paused ? 'Play' : 'Pause';
    const key = `${running && !paused && !hovered && positions > 1}:${active}:${positions}`;
    if (key === timerKey) return;
    timerKey = key;
    window.clearInterval(timer);
    if (!key.startsWith('true')) return;
    timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') goTo(active >= positions - 1 ? 0 : active + 1);
    }, autoplay);
  };

  const render = () => {
    prev.disabled = active === 0;
    next.disabled = active >= positions - 1;
    // A focused dot stays the group's one Tab stop while the row glides past other positions:
    // each would otherwise take the stop in turn, and Tab would visit several dots.
    const dotFocused = dots.includes(document.activeElement as HTMLButtonElement);
    dots.forEach((dot, index) => {
      dot.hidden = index >= positions;
      if (!dotFocused) dot.tabIndex = index === active ? 0 : -1;
      if (index === active) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
    schedule();
  };

  const measure = () => {
    const first = slides[0];
    if (!first) return;
    const step = first.offsetWidth + gap;
    const visible = Math.max(1, Math.round((track.clientWidth + gap) / step));
    positions = Math.max(1, slides.length - visible + 1);
    // At the end of the row the last position is active even if it is not snapped exactly.
    const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 2;
    active = atEnd ? positions - 1 : Math.min(positions - 1, Math.round(track.scrollLeft / step));
    render();
  };

  const listening = new AbortController();
  const signal = listening.signal;
  const hover = (on: boolean) => () => {
    hovered = on;
    schedule();
  };
  track.addEventListener(
    'scroll',
    () => {
      window.cancelAnimationFrame(frame);
      frame = window.requestAnimationFrame(measure);
    },
    { passive: true, signal },
  );
  section.addEventListener('mouseenter', hover(true), { signal });
  section.addEventListener('mouseleave', hover(false), { signal });
  section.addEventListener('focusin', hover(true), { signal });
  section.addEventListener('focusout', (event) => !section.contains(event.relatedTarget as Node | null) && hover(false)(), { signal });
  prev.addEventListener('click', () => goTo(Math.max(0, active - 1)), { signal });
  next.addEventListener('click', () => goTo(Math.min(positions - 1, active + 1)), { signal });
  dots.forEach((dot, index) => dot.addEventListener('click', () => goTo(index), { signal }));
  // Leaving the dots, the current one becomes their Tab stop again.
  dotGroup?.addEventListener('focusout', () => queueMicrotask(render), { signal });
  // The dots are one Tab stop: arrow keys, Home and End move focus among them and scroll there.
  dotGroup?.addEventListener(
    'keydown',
    (event) => {
      const from = dots.indexOf(document.activeElement as HTMLButtonElement);
      const key = (event as KeyboardEvent).key;
      const step: Record<string, number> = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 };
      if (from < 0 || !(key in step || key === 'Home' || key === 'End')) return;
      event.preventDefault();
      const to = key === 'Home' ? 0 : key === 'End' ? positions - 1 : Math.min(positions - 1, Math.max(0, from + step[key]!));
      dots.forEach((dot, index) => (dot.tabIndex = index === to ? 0 : -1));
      dots[to]!.focus();
      goTo(to);
    },
    { signal },
  );
  pause?.addEventListener(
    'click',
    () => {
      paused = !paused;
      schedule();
    },
    { signal },
  );
  width.addEventListener('change', schedule, { signal });
  motion.addEventListener('change', schedule, { signal });
  // The observer's first answer is the first measure: it comes once the row is laid out, so
  // attaching forces no layout, and a row off screen and not yet rendered (content-visibility)
  // is measured when it nears the viewport.
  const resize = new ResizeObserver(measure);
  resize.observe(track);

  return () => {
    listening.abort();
    resize.disconnect();
    window.cancelAnimationFrame(frame);
    window.clearInterval(timer);
  };
}
