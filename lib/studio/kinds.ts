import type { StudioKind } from '../data/schema';
import type { SearchKind } from '../search/engine';

/**
 * The kinds of content the studio writes, and how it names them. Each has its studio section
 * (`/studio/<section>/<id>`), the id pattern it mints and the seed spells, whether its items
 * have a page of their own (a withdrawn one's address then answers 410 Gone), and whether the
 * site search holds them, under which kind (the studio finds published ones by their words).
 */
export const KINDS = {
  insight: { noun: 'insight', plural: 'insights', title: 'Insight', section: 'insights', id: /^b-[a-z0-9-]{1,80}$/, prefix: 'b', ownPage: true, searched: 'insight' },
  news: { noun: 'news item', plural: 'news', title: 'News item', section: 'news', id: /^n-[a-z0-9-]{1,80}$/, prefix: 'n', ownPage: false, searched: 'news' },
  event: { noun: 'event', plural: 'events', title: 'Event', section: 'events', id: /^e-[a-z0-9-]{1,80}$/, prefix: 'e', ownPage: true, searched: 'event' },
  opening: { noun: 'job opening', plural: 'job openings', title: 'Job opening', section: 'openings', id: /^j-[a-z0-9-]{1,80}$/, prefix: 'j', ownPage: true, searched: 'opening' },
  compendium: { noun: 'compendium', plural: 'compendiums', title: 'Compendium', section: 'compendiums', id: /^c-[a-z0-9-]{1,80}$/, prefix: 'c', ownPage: false, searched: null },
  banner: { noun: 'banner', plural: 'banners', title: 'Banner', section: 'banners', id: /^bn-[a-z0-9-]{1,80}$/, prefix: 'bn', ownPage: false, searched: null },
} as const satisfies Record<StudioKind, { noun: string; plural: string; title: string; section: string; id: RegExp; prefix: string; ownPage: boolean; searched: SearchKind | null }>;

/** The kind a studio section holds (`insights`, `news`, `events`), if any. */
export function kindOfSection(section: string): StudioKind | undefined {
  return (Object.keys(KINDS) as StudioKind[]).find((kind) => KINDS[kind].section === section);
}

/** The kind an id belongs to, by its prefix. */
export function kindOfId(id: string): StudioKind | undefined {
  return (Object.keys(KINDS) as StudioKind[]).find((kind) => KINDS[kind].id.test(id));
}

/** An item's editor in the studio. */
export const editorPath = (kind: StudioKind, id: string) => `/studio/${KINDS[kind].section}/${id}`;

/** The messages that name what is being edited. */
export function kindMessages(kind: StudioKind) {
  const { noun, ownPage } = KINDS[kind];
  return {
    conflict: `Someone else saved this ${noun} after you opened it. Nothing was saved: your text is still below. Copy what you need, reload the page to see their version, and apply your changes to it.`,
    saved: `Draft saved. The public site is unchanged until the ${noun} is published.`,
    published: `Published. The ${noun} is on the public site.`,
    withdrawn: `Withdrawn. The ${noun} is no longer on the public site${ownPage ? ', and its address answers 410 Gone' : ''}.`,
    scheduled: `Scheduled. The ${noun} publishes itself at the time you chose; until then the public site is unchanged.`,
    restoreConflict: `Someone saved this ${noun} after you opened its history: nothing was restored. Look at the history again.`,
  };
}
