import 'server-only';
import { banner, type bannerFields } from './banner';
import { compendium, type compendiumFields } from './compendium';
import { event, type eventFields } from './event';
import { insight, type insightFields } from './insight';
import type { KindModule } from './kind';
import { news, type newsFields } from './news';
import { opening, type openingFields } from './opening';

/**
 * The registry: every kind of content the studio writes, one module each. A new kind is a module
 * beside these and its line here (and in FieldsByKind); the rest of the studio asks the registry.
 */
export const KINDS = { insight, news, event, opening, compendium, banner } as const;

/**
 * The content each kind stores, from its fields alone: the data layer's types (lib/data/schema.ts)
 * take it without the modules, whose types take the data layer's.
 */
type FieldsByKind = {
  insight: typeof insightFields;
  news: typeof newsFields;
  event: typeof eventFields;
  opening: typeof openingFields;
  compendium: typeof compendiumFields;
  banner: typeof bannerFields;
};

export type StudioKind = keyof FieldsByKind;
/** A kind's stored content (its fields' values, and `kind`). */
export type ContentOf<K extends StudioKind> = ReturnType<FieldsByKind[K]['read']>;
export type StudioContent = { [K in StudioKind]: ContentOf<K> }[StudioKind];

const ALL = Object.values(KINDS) as unknown as readonly KindModule[];

/** A kind's module, typed loosely: what code that serves every kind uses. */
export const kindModule = (kind: StudioKind): KindModule => KINDS[kind] as unknown as KindModule;

/** Every kind's module, in the registry's order. */
export const kindModules = (): readonly KindModule[] => ALL;

/** The kind a studio section holds (`insights`, `news`, `events` ...), if any. */
export function kindOfSection(section: string): StudioKind | undefined {
  return ALL.find((each) => each.section === section)?.kind as StudioKind | undefined;
}

/** The kind an id belongs to, by its prefix. */
export function kindOfId(id: string): StudioKind | undefined {
  return ALL.find((each) => each.id.test(id))?.kind as StudioKind | undefined;
}

export const isKind = (value: unknown): value is StudioKind => typeof value === 'string' && Object.hasOwn(KINDS, value);

/** An item's editor in the studio. */
export const editorPath = (kind: StudioKind, id: string) => `/studio/${KINDS[kind].section}/${id}`;

/**
 * The cached pages that show an item as each of `contents` has it (what the site showed before a
 * change, and after): its own page and those its kind names (`shownOn`), without anchors, once
 * each. A publication, a change or a withdrawal renews these, and only these.
 */
export function pagesShowing(kind: StudioKind, id: string, ...contents: (StudioContent | null)[]): string[] {
  const config = kindModule(kind);
  const paths = contents.flatMap((content) => (content ? [config.publicPath(id, content as never), ...config.shownOn(id, content as never)] : []));
  return [...new Set(paths.map((path) => path.split('#')[0]!))];
}

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
    /** What the withdraw and cancel-schedule dialogs say will happen. */
    withdrawConfirm: `It leaves the public site at once${ownPage ? ' and its address answers 410 Gone' : ''}, until it is published again. Its draft and history stay here.`,
    unscheduleConfirm: `It will not publish itself. The public site stays as it is, and the draft stays here.`,
    /** Why a preview waits: a draft shows on the site only once it holds what publishing needs. */
    previewIncomplete: (problem: string) => `The preview shows the ${noun} as it will be published, so it needs what publishing needs first: ${problem}`,
  };
}
