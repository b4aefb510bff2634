import headerStyles from './header.module.css';

const h = headerStyles;

/**
 * Without JavaScript: controls that need it are hidden, every tab panel shows, and the header
 * scrolls away instead of staying fixed (it cannot turn dark on scroll). The menus, the mobile
 * panel and the subscribe dialog are popovers and invoker commands: they work with no script.
 */
const CSS = `
[data-needs-js]{display:none!important}
[data-tabpanel][hidden]{display:grid!important}
.${h.header}{position:absolute}`;

export function NoScriptStyles() {
  return (
    <noscript>
      <style dangerouslySetInnerHTML={{ __html: CSS }} />
    </noscript>
  );
}
