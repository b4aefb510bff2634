import { expect, test, type Page } from '@playwright/test';
import { carouselControls, settled } from './support/carousel';

/**
 * A keyboard walk through every carousel: its own controls take at most four Tab stops
 * (previous, next, pause and one for the dots, which arrow keys move among, as the ARIA
 * carousel pattern has it), and every stop is visible. Where the browser draws the controls
 * (::scroll-button(), ::scroll-marker) focus sits on a pseudo-element and the document's active
 * element is the scrolling track; the track itself is one stop of its own (it scrolls with the
 * arrow keys), so a stop on the track past the first is one of the drawn controls.
 */
type Stop = { carousel: string; kind: 'track' | 'slide' | 'control'; visible: boolean; name: string };

async function tabWalk(page: Page): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let i = 0; i < 400; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate((first) => {
      const active = document.activeElement;
      // The end of the page: focus leaves the document, or wraps round to the first stop.
      if (!active || active === document.body || (!first && active.hasAttribute('data-walk-start'))) return 'end' as const;
      if (first) active.setAttribute('data-walk-start', '');
      const carousel = active.closest('[aria-roledescription="carousel"]');
      if (!carousel) return null;
      const kind = active.hasAttribute('data-carousel-track') ? 'track' : active.closest('[aria-roledescription="slide"]') ? 'slide' : 'control';
      const box = active.getBoundingClientRect();
      const index = [...document.querySelectorAll('[aria-roledescription="carousel"]')].indexOf(carousel);
      return {
        carousel: `${carousel.getAttribute('aria-label')} (${index + 1})`,
        kind,
        visible: box.width > 0 && box.height > 0 && active.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
        name: active.getAttribute('aria-label') ?? active.textContent?.trim() ?? '',
      } as const;
    }, i === 0);
    if (stop === 'end') break;
    if (stop) stops.push(stop);
  }
  return stops;
}

const PAGES = ['/', '/focus', '/about-us', '/insights', '/specialty-polymers', '/clean-energy-and-storage'];

/**
 * The slides a carousel shows that are missing from the browser's accessibility tree (a
 * marker group in tabs mode takes out every slide but the current one).
 */
async function shownButUnread(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.getDocument', { depth: 0 });
  await cdp.send('Accessibility.enable');
  const missing: string[] = [];
  const count = await page.locator('[aria-roledescription="carousel"]').count();
  for (let i = 0; i < count; i++) {
    const section = page.locator('[aria-roledescription="carousel"]').nth(i);
    await section.scrollIntoViewIfNeeded();
    // Rendered (content-visibility: auto) before the tree is read.
    await expect.poll(() => section.evaluate((s) => s.checkVisibility({ contentVisibilityAuto: true }))).toBe(true);
    const shown = await section.evaluate((s) => {
      const track = s.querySelector('[data-carousel-track]')!.getBoundingClientRect();
      return [...s.querySelectorAll('[aria-roledescription="slide"]')]
        .filter((slide) => {
          const box = slide.getBoundingClientRect();
          return box.width > 0 && box.left >= track.left - 1 && box.right <= track.right + 1;
        })
        .map((slide) => slide.getAttribute('aria-label')!);
    });
    const { result } = await cdp.send('Runtime.evaluate', { expression: `document.querySelectorAll('[aria-roledescription="carousel"]')[${i}]` });
    const { node } = await cdp.send('DOM.describeNode', { objectId: result.objectId });
    const read = (await cdp.send('Accessibility.queryAXTree', { backendNodeId: node.backendNodeId, role: 'group' })).nodes.map((n: { name?: { value?: string } }) => n.name?.value);
    const label = await section.getAttribute('aria-label');
    missing.push(...shown.filter((name) => !read.includes(name)).map((name) => `${label}: ${name}`));
  }
  await cdp.detach();
  return missing;
}

for (const width of [390, 1280]) {
  test(`at ${width} px each carousel's controls take at most four Tab stops, all visible, and every slide shown is read`, { tag: '@carousel' }, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    let carousels = 0;
    for (const path of PAGES) {
      await page.goto(path);
      await page.waitForLoadState('load');
      const stops = await tabWalk(page);
      const labels = [...new Set(stops.map((stop) => stop.carousel))];
      carousels += labels.length;
      for (const label of labels) {
        const own = stops.filter((stop) => stop.carousel === label);
        // The first track stop is the track itself; further ones are the controls the browser draws.
        const controls = own.filter((stop) => stop.kind === 'control').length + Math.max(0, own.filter((stop) => stop.kind === 'track').length - 1);
        expect(controls, `${path} ${label}: ${JSON.stringify(own.map((stop) => stop.name))}`).toBeLessThanOrEqual(4);
        expect(own.filter((stop) => stop.kind === 'control' && !stop.visible).map((stop) => stop.name), `${path} ${label}`).toEqual([]);
      }
      // Fewer stops must not come from hiding slides a visitor sees. Read with autoplay stopped
      // (it stops under reduced motion) and the rows at rest: a slide moving between the two
      // reads would be a race, not a finding (the Green Energy carousel moves every second).
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.waitForTimeout(1_000);
      expect(await shownButUnread(page), path).toEqual([]);
      await page.emulateMedia({ reducedMotion: 'no-preference' });
    }
    expect(carousels).toBeGreaterThanOrEqual(9);
  });
}

test("the browser's dots are one Tab stop; arrow keys move among them and scroll there", { tag: '@carousel' }, async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/');
  const controls = await carouselControls(page, 'Value cards');
  test.skip(!controls.drawn, 'the browser draws no markers: the scripted dots are tested in home.spec.ts');
  const count = await controls.dotCount();
  expect(count).toBeGreaterThan(2);
  // Tab from the top: the track, then next (previous is disabled at the first slide), then the
  // current dot; the next Tab leaves the carousel's track for its pause control.
  const onTrack = () => page.evaluate(() => document.activeElement?.getAttribute('data-label') === 'Value cards');
  let trackStops = 0;
  for (let i = 0; i < 200; i++) {
    await page.keyboard.press('Tab');
    if (await onTrack()) trackStops++;
    else if (trackStops) break;
  }
  expect(trackStops).toBe(3);
  await page.keyboard.press('Shift+Tab');
  expect(await onTrack()).toBe(true);
  // Each key once the row has stopped gliding, as the helper's clicks do.
  for (const [key, dot] of [['ArrowRight', 1], ['ArrowRight', 2], ['ArrowLeft', 1]] as const) {
    await page.keyboard.press(key);
    await expect.poll(() => controls.activeDot()).toBe(dot);
    await settled(page, 'Value cards');
    expect(await onTrack()).toBe(true);
  }
});
