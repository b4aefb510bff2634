/** Header menus and footer links (spec section 2, "Shared navigation"). */

type NavLink = { label: string; href: string };
export type NavMenu = { label: string; items: readonly NavLink[] };
export type FooterLink = NavLink & { mobileOnly?: boolean };

export const HEADER_MENUS = [
  {
    label: 'About',
    items: [
      { label: 'Who Are We?', href: '/about-us' },
      { label: 'Career', href: '/careers' },
    ],
  },
  {
    label: 'Services',
    items: [
      { label: 'Industries', href: '/focus' },
      { label: 'Capabilities', href: '/capabilities' },
    ],
  },
  {
    label: 'Knowledge Center',
    items: [
      { label: 'Insights', href: '/insights' },
      { label: 'News', href: '/news' },
      { label: 'Events', href: '/events' },
    ],
  },
] as const satisfies readonly NavMenu[];

/** The privacy notice's address (content/privacy.ts holds the notice). */
export const PRIVACY_PATH = '/privacy';

export const FOOTER_LINKS = [
  { label: 'About Us', href: '/about-us' },
  { label: 'Careers', href: '/careers' },
  { label: 'News', href: '/news' },
  { label: 'Events', href: '/events' },
  { label: 'Insights', href: '/insights' },
  { label: 'Industries', href: '/focus' },
  { label: 'Capabilities', href: '/capabilities' },
  { label: 'Blogs', href: '/blogs', mobileOnly: true },
  { label: 'Privacy', href: PRIVACY_PATH },
] as const satisfies readonly FooterLink[];
