/**
 * Switches for every Chromium the tests and the bench start. Offline machine: no background
 * traffic. And none of the browser's own omnibox pages: Debian's Chromium (a full browser, run
 * headless) loads its WebUI omnibox popups (chrome://omnibox-popup.top-chrome, ~400 requests)
 * into a renderer of their own beside every new window's first page, 1.1 to 1.6 s of CPU per
 * window on the cores the page is measured on; a phone's browser does no such work
 * (docs/performance.md "The measuring browser").
 */
export const CHROMIUM_ARGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup',
];
