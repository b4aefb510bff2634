/**
 * The header's behaviour, over the markup the server rendered (header.tsx): the bar turns dark
 * once the page is scrolled; the Menu button opens the mobile panel; hover (desktop), click,
 * Enter/Space and ArrowDown open a dropdown, one at a time, and the arrow keys, Home and End
 * move through its links; Escape, a click outside, leaving by Tab and a new page close them.
 * The state lives in the attributes the styles and assistive technology read (`data-open`,
 * `data-menu-open`, `aria-expanded`), so none of the header's markup is client code. Attached
 * again on every new page (HeaderControls), where everything starts closed.
 */

/** Above this width the menus are a bar of dropdowns that open on hover; at or below it, the mobile panel. */
const desktop = () => window.matchMedia('(min-width: 1001px)').matches;

type Open = { menu: HTMLElement; by: 'hover' | 'click' | 'key' } | null;

export function attachHeader(header: HTMLElement, { pathname }: { pathname: string }): () => void {
  // Until the first attach the styles opened a dropdown on hover or on focus in its links: keep that one open.
  const first = header.dataset.enhanced === undefined;
  header.dataset.enhanced = '';
  const toggle = header.querySelector<HTMLElement>('[aria-controls="site-menu"]');
  const menus = Array.from(header.querySelectorAll<HTMLElement>('[data-open]'));
  const buttonOf = (menu: HTMLElement) => menu.querySelector('button')!;
  const linksOf = (menu: HTMLElement) => Array.from(menu.querySelectorAll('a'));
  let open: Open = null;

  const show = (next: Open) => {
    open = next;
    for (const menu of menus) {
      menu.dataset.open = String(menu === next?.menu);
      buttonOf(menu).setAttribute('aria-expanded', String(menu === next?.menu));
    }
  };
  const showPanel = (on: boolean) => {
    header.dataset.menuOpen = String(on);
    toggle?.setAttribute('aria-expanded', String(on));
  };
  const onScroll = () => {
    header.dataset.scrolled = String(window.scrollY > 0);
  };

  show(null);
  showPanel(false);
  onScroll();
  if (first) {
    const focused = menus.find((menu) => menu.contains(document.activeElement) && !buttonOf(menu).contains(document.activeElement));
    const hovered = desktop() ? menus.find((menu) => menu.matches(':hover')) : undefined;
    if (focused ?? hovered) show({ menu: (focused ?? hovered)!, by: focused ? 'key' : 'hover' });
  }
  for (const link of header.querySelectorAll('[data-open] a')) {
    if (link.getAttribute('href') === pathname) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }

  const listening = new AbortController();
  const signal = listening.signal;
  window.addEventListener('scroll', onScroll, { passive: true, signal });

  header.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element;
      const menu = menus.find((candidate) => buttonOf(candidate).contains(target));
      if (toggle?.contains(target)) showPanel(header.dataset.menuOpen !== 'true');
      // A click on a menu opened by hover keeps it open (the pointer hovered on its way to click).
      else if (menu) show(open?.menu !== menu || open.by === 'hover' ? { menu, by: 'click' } : null);
      else if (target.closest('#site-menu a')) {
        show(null);
        showPanel(false);
      }
    },
    { signal },
  );

  header.addEventListener(
    'keydown',
    (event) => {
      const target = event.target as HTMLElement;
      const menu = menus.find((candidate) => candidate.contains(target));
      if (!menu) return;
      const links = linksOf(menu);
      if (target === buttonOf(menu)) {
        if (event.key !== 'ArrowDown') return;
        event.preventDefault();
        if (open?.menu !== menu) show({ menu, by: 'key' });
        links[0]?.focus();
        return;
      }
      const index = links.indexOf(target as HTMLAnchorElement);
      const next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: links.length - 1 }[event.key];
      if (index < 0 || next === undefined) return;
      event.preventDefault();
      links[(next + links.length) % links.length]?.focus();
    },
    { signal },
  );

  for (const menu of menus) {
    menu.addEventListener('pointerenter', (event) => event.pointerType === 'mouse' && desktop() && show({ menu, by: 'hover' }), { signal });
    menu.addEventListener(
      'pointerleave',
      (event) => event.pointerType === 'mouse' && desktop() && open?.menu === menu && open.by === 'hover' && show(null),
      { signal },
    );
    menu.addEventListener(
      'focusout',
      (event) => {
        const to = event.relatedTarget as Node | null;
        if (open?.menu === menu && to && !menu.contains(to)) show(null);
      },
      { signal },
    );
  }

  document.addEventListener(
    'pointerdown',
    (event) => {
      const target = event.target as Node;
      if (open && !open.menu.contains(target)) show(null);
      if (!header.contains(target)) showPanel(false);
    },
    { signal },
  );

  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape') return;
      if (open) {
        if (open.menu.contains(document.activeElement)) buttonOf(open.menu).focus();
        show(null);
      } else if (header.dataset.menuOpen === 'true') {
        showPanel(false);
        toggle?.focus();
      }
    },
    { signal },
  );

  return () => listening.abort();
}
