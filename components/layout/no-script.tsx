import headerStyles from './header.module.css';

const h = headerStyles;

/**
 * Without JavaScript: controls that need it are hidden, the mobile menu is shown expanded,
 * every tab panel shows, and the header scrolls away instead of staying fixed (it cannot turn
 * dark on scroll). On desktop, header.module.css opens dropdowns on hover and focus until the
 * header's behaviour has arrived, so also with no script.
 */
const CSS = `
[data-needs-js]{display:none!important}
[data-tabpanel][hidden]{display:grid!important}
.${h.header}{position:absolute}
@media (max-width:1000px){
#main{padding-top:0}
.${h.header}{position:relative;height:auto;background:var(--blue-dark)!important}
.${h.bar}{flex-wrap:wrap;padding-block:14px}
.${h.panel}{display:flex;position:static;flex-basis:100%;max-height:none;padding-inline:0;box-shadow:none}
.${h.dropdown}{display:block}
}`;

export function NoScriptStyles() {
  return (
    <noscript>
      <style dangerouslySetInnerHTML={{ __html: CSS }} />
    </noscript>
  );
}
