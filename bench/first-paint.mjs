// The first paint of a navigation, seen as a thumb sees it: on the screen. The browser holds the
// page before (about:blank) until the new one paints, so the first screencast frame after the
// navigation starts is the first paint. Asking the page instead would wait for its main thread,
// busy with the scripts right after the paint, and time the asker rather than the page.

/**
 * Navigates `page` (showing about:blank, with `cdp` its CDP session) to `url` and resolves at its
 * first paint, with the navigation's promise (resolved at commit) to await afterwards.
 */
export async function gotoUntilFirstPaint(page, cdp, url) {
  let navigating = false;
  const firstPaint = new Promise((resolve) => {
    cdp.on('Page.screencastFrame', (frame) => {
      cdp.send('Page.screencastFrameAck', { sessionId: frame.sessionId }).catch(() => {});
      if (navigating) resolve();
    });
  });
  await cdp.send('Page.startScreencast', { format: 'jpeg', quality: 5, maxWidth: 40, maxHeight: 40 });
  await page.waitForTimeout(200); // the blank page's own frame
  navigating = true;
  const navigation = page.goto(url, { waitUntil: 'commit' });
  await firstPaint;
  await cdp.send('Page.stopScreencast');
  return { navigation };
}
