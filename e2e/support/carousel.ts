import type { CDPSession, Page } from '@playwright/test';

/**
 * A carousel's previous/next and dots, whichever draws them: the browser's own
 * ::scroll-button()/::scroll-marker (Chromium; no script needed) or, where the browser has none,
 * the scripted buttons (the `scripted-carousels` project turns those pseudo-elements off).
 * The browser draws its dots only where one slide shows at a time; where several do, the
 * scripted dots stand in beside its previous/next. Pseudo-elements are not in the DOM
 * Playwright's locators read, so they are found by their accessible name in the browser's
 * accessibility tree and clicked at their box.
 */
export type CarouselControls = {
  /** Whether the browser draws them (previous/next, and the dots where one slide shows, then work with no script). */
  drawn: boolean;
  /** Clicks the control with this accessible name: `Previous: <label>`, `Next: <label>`, `Go to slide <n>`. */
  click(name: string): Promise<void>;
  visible(name: string): Promise<boolean>;
  disabled(name: string): Promise<boolean>;
  /** The dots shown: one per snap position. */
  dotCount(): Promise<number>;
  /** The index of the dot marked current; -1 if none is. */
  activeDot(): Promise<number>;
};

export async function carouselControls(page: Page, label: string): Promise<CarouselControls> {
  const browserDraws = await page.evaluate(() => CSS.supports('selector(::scroll-button(*))') && CSS.supports('selector(::scroll-marker)'));
  const controls = browserDraws ? drawnControls(page, label) : scriptedControls(page, label);
  // A control marks its dot current as soon as it is clicked, while the row still glides there;
  // the next click waits until it has stopped, as a visitor's would.
  return { ...controls, click: async (name) => (await controls.click(name), await settled(page, label)) };
}

/** Waits until the carousel's row has stopped scrolling. */
export async function settled(page: Page, label: string) {
  const at = () =>
    page.evaluate(
      (label) => [...document.querySelectorAll('[aria-roledescription="carousel"]')].find((s) => s.getAttribute('aria-label') === label)?.querySelector('[data-carousel-track]')?.scrollLeft,
      label,
    );
  for (let last = await at(), still = 0; still < 3; ) {
    await page.waitForTimeout(60);
    const now = await at();
    still = now === last ? still + 1 : 0;
    last = now;
  }
}

function scriptedControls(page: Page, label: string): CarouselControls {
  const region = page.getByRole('region', { name: label, exact: true });
  const button = (name: string) => region.getByRole('button', { name, exact: true });
  const dots = region.getByRole('button', { name: /^Go to slide/ });
  return {
    drawn: false,
    click: (name) => button(name).click(),
    visible: (name) => button(name).isVisible(),
    disabled: (name) => button(name).isDisabled(),
    dotCount: () => dots.count(),
    activeDot: () => dots.evaluateAll((all) => all.findIndex((dot) => dot.getAttribute('aria-current') === 'true')),
  };
}

type AXNode = { backendDOMNodeId?: number; name?: { value?: string }; properties?: { name: string; value: { value?: unknown } }[] };

const sessions = new WeakMap<Page, Promise<CDPSession>>();

function session(page: Page): Promise<CDPSession> {
  let cdp = sessions.get(page);
  if (!cdp) {
    cdp = page
      .context()
      .newCDPSession(page)
      .then(async (s) => {
        await s.send('DOM.enable');
        await s.send('Accessibility.enable');
        return s;
      });
    sessions.set(page, cdp);
  }
  return cdp;
}

function drawnControls(page: Page, label: string): CarouselControls {
  // Looked up afresh each time: a navigation or re-render replaces the nodes.
  const nodes = async (name: string | undefined, role: string | undefined) => {
    const cdp = await session(page);
    await cdp.send('DOM.getDocument', { depth: 0 });
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: `[...document.querySelectorAll('[aria-roledescription="carousel"]')].find((s) => s.getAttribute('aria-label') === ${JSON.stringify(label)})`,
    });
    if (!result.objectId) throw new Error(`no carousel labelled ${label}`);
    const { node } = await cdp.send('DOM.describeNode', { objectId: result.objectId });
    // A visitor sees a carousel before using its controls. Off screen, a page section may not be
    // rendered yet (content-visibility: auto), and then the browser has drawn no controls: scroll
    // it into view, wait until it is rendered, then ask (the query brings the tree up to date).
    await cdp.send('DOM.scrollIntoViewIfNeeded', { backendNodeId: node.backendNodeId });
    // Polled from here: with JavaScript off the page runs no animation frames or timers of its own.
    const rendered = async () =>
      (await cdp.send('Runtime.callFunctionOn', { objectId: result.objectId, functionDeclaration: 'function () { return this.checkVisibility({ contentVisibilityAuto: true }); }', returnByValue: true })).result.value === true;
    for (let polls = 0; polls < 60 && !(await rendered()); polls++) await page.waitForTimeout(25);
    const found = (await cdp.send('Accessibility.queryAXTree', { backendNodeId: node.backendNodeId, accessibleName: name, role })).nodes as AXNode[];
    return { cdp, nodes: found };
  };
  const box = async (cdp: CDPSession, node: AXNode) => {
    try {
      const { model } = await cdp.send('DOM.getBoxModel', { backendNodeId: node.backendDOMNodeId });
      const [x1, y1, x2, , , y3] = model.border;
      return x2! > x1! && y3! > y1! ? { x: (x1! + x2!) / 2, y: (y1! + y3!) / 2 } : null;
    } catch {
      return null; // not rendered
    }
  };
  const one = async (name: string) => {
    const { cdp, nodes: found } = await nodes(name, undefined);
    return { cdp, node: found[0] };
  };
  const dots = async () => {
    // The drawn markers are tabs (one slide per view); where several show, the scripted dots
    // (buttons) stand in for them.
    const { cdp, nodes: tabs } = await nodes(undefined, 'tab');
    const found = tabs.length ? tabs : (await nodes(undefined, 'button')).nodes;
    const markers = found.filter((node) => node.name?.value?.startsWith('Go to slide '));
    const shown = [];
    for (const marker of markers) if (await box(cdp, marker)) shown.push(marker);
    return shown;
  };
  return {
    drawn: true,
    click: async (name) => {
      const { cdp, node } = await one(name);
      if (!node) throw new Error(`no control named ${name} in ${label}`);
      await cdp.send('DOM.scrollIntoViewIfNeeded', { backendNodeId: node.backendDOMNodeId });
      const centre = await box(cdp, node);
      if (!centre) throw new Error(`${name} in ${label} is not shown`);
      await page.mouse.click(centre.x, centre.y);
    },
    visible: async (name) => {
      const { cdp, node } = await one(name);
      return Boolean(node && (await box(cdp, node)));
    },
    disabled: async (name) => {
      const { node } = await one(name);
      if (!node) throw new Error(`no control named ${name} in ${label}`);
      return Boolean(node.properties?.some((p) => p.name === 'disabled' && p.value.value === true));
    },
    dotCount: async () => (await dots()).length,
    // The current marker (:target-current) is drawn in orange; its state is not in the tree.
    activeDot: () =>
      page.evaluate((label) => {
        const probe = document.body.appendChild(document.createElement('i'));
        const colour = (name: string) => ((probe.style.color = `var(${name})`), getComputedStyle(probe).color);
        const orange = [colour('--orange-text'), colour('--orange')];
        probe.remove();
        const carousel = [...document.querySelectorAll('[aria-roledescription="carousel"]')].find((s) => s.getAttribute('aria-label') === label);
        const scripted = carousel?.querySelector('[data-carousel-dots]');
        if (scripted?.checkVisibility()) return [...scripted.querySelectorAll('[data-carousel-dot]:not([hidden])')].findIndex((dot) => dot.getAttribute('aria-current') === 'true');
        return [...(carousel?.querySelectorAll('[aria-roledescription="slide"]') ?? [])]
          .map((slide) => getComputedStyle(slide, '::scroll-marker'))
          .filter((style) => style.display !== 'none')
          .findIndex((style) => orange.some((shade) => style.backgroundImage.includes(shade)));
      }, label),
  };
}
