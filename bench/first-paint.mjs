// The first paint of a navigation, seen as a thumb sees it: on the screen. The browser holds the
// page before (about:blank) until the new one paints, so the first screencast frame after the
// navigation starts is the first paint. Asking the page instead would wait for its main thread,
// busy with the scripts right after the paint, and time the asker rather than the page.

/** The slow phone: a slow mobile connection and a CPU slowed four times, on a phone's screen. */
const NETWORK = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 90_000 };
const CPU_SLOWDOWN = 4;
export const SLOW_PHONE = { viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true };

/** Turns the slow phone's throttling on for the page `cdp` is the CDP session of. */
export async function throttle(cdp) {
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/**
 * Readies `page` (with `cdp` its CDP session) for a slow-phone load of `url`: with the cache
 * off, loads it once at full speed to find where the header's Menu sits (a thumb taps there
 * without waiting for anything), leaves it for about:blank, then turns the throttling on.
 * Resolves to Menu's centre.
 */
export async function slowPhoneAt(page, cdp, url) {
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.goto(url);
  const box = await page.getByRole('banner').getByRole('button', { name: 'Menu' }).boundingBox();
  if (!box) throw new Error(`${url}: no Menu button on the screen`);
  await page.goto('about:blank');
  await throttle(cdp);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Navigates `page` (showing about:blank, with `cdp` its CDP session) to `url` and resolves at its
 * first paint, with the navigation's promise (resolved at commit) to await afterwards.
 */
export async function gotoUntilFirstPaint(page, cdp, url) {
  let navigating = false;
  let onFrame;
  const firstPaint = new Promise((resolve) => {
    onFrame = (frame) => {
      cdp.send('Page.screencastFrameAck', { sessionId: frame.sessionId }).catch(() => {});
      if (navigating) resolve();
    };
    cdp.on('Page.screencastFrame', onFrame);
  });
  await cdp.send('Page.startScreencast', { format: 'jpeg', quality: 5, maxWidth: 40, maxHeight: 40 });
  await page.waitForTimeout(200); // the blank page's own frame
  navigating = true;
  const navigation = page.goto(url, { waitUntil: 'commit' });
  await firstPaint;
  await cdp.send('Page.stopScreencast');
  cdp.off('Page.screencastFrame', onFrame);
  return { navigation };
}
