import type { Cursor } from '../../data/queries';
import type { CollectionName, DocOf, StudioItem } from '../../data/schema';
import type { Store } from '../../data/store';
import type { SearchKind } from '../../search/engine';
import type { Fields, fieldsOf } from '../fields';

/**
 * What one kind of content is to the studio, in one place (after Payload's collection configs):
 * its names, its fields, the public collection it publishes into and how its draft maps to that
 * document and back, where it is shown, and how its published items are listed. The registry
 * (./index.ts) lists the kinds; routes, actions, preview, lists and the activity log ask it.
 */
export type KindModule<K extends string = string, F extends Fields = Fields, C extends CollectionName = CollectionName> = {
  kind: K;
  noun: string;
  plural: string;
  title: string;
  /** Its studio section: `/studio/<section>/<id>`. */
  section: string;
  /** The ids it mints (`<prefix>-<year>-<random>`) and the seed spells. */
  id: RegExp;
  prefix: string;
  /** Whether its items have a page of their own (a withdrawn one's address then answers 410 Gone). */
  ownPage: boolean;
  /** The site search's kind holding its published items, if any. */
  searched: SearchKind | null;
  fields: ReturnType<typeof fieldsOf<K, F>>;
  /** The public collection publishing writes and withdrawing empties. */
  collection: C;
  /** A published document as the studio edits it (content written before the studio: the seed, the console). */
  fromPublic: (doc: DocOf<C>) => Content<K, F>;
  /** The draft as its public document will be, for the editor's preview: the published copy's own fields kept. */
  asPublic: (id: string, content: Content<K, F>, published: DocOf<C> | null, savedAt: string | undefined) => DocOf<C>;
  /** Fields cleaned before they are kept: HTML by the public pages' own policy. */
  clean?: (content: Content<K, F>, store: Store) => Promise<Content<K, F>> | Content<K, F>;
  /** Writes the draft to the public collection; `at` is now, `item` says when it was first published. */
  publish: (store: Store, id: string, content: Content<K, F>, item: StudioItem, existing: DocOf<C> | null, at: string) => Promise<void>;
  /** What a withdrawn item keeps to be given back when it is published again. */
  kept?: (doc: DocOf<C>) => StudioItem['kept'];
  /** When a published document was first published, if its fields say (an event's date is when it happens). */
  firstPublished?: (doc: DocOf<C>) => string | undefined;
  /** Why the draft may not be published as it is, if the kind has such a rule: the message to show. */
  refusal?: (store: Store, id: string, content: Content<K, F>) => Promise<string | null>;
  /** Where the item is shown on the site (its page, or the page that holds it). */
  publicPath: (id: string, content: Content<K, F>) => string;
  /**
   * The other cached pages and feeds that show it (the home page's section, its list, its
   * vertical's page, a feed): renewed when it is published, changed or withdrawn, with its own
   * (lib/studio/kinds/index.ts, pagesShowing). A page that shows it only among the newest of its
   * kind on every item's page (an article's sidebar) is left to its revalidation period.
   */
  shownOn: (id: string, content: Content<K, F>) => string[];
  /** A page of its published items, newest first, as the studio lists them (`note` for the second column, else `date`), and whether more follow. */
  listPublished: (store: Store, limit: number, after: Cursor | undefined) => Promise<PublishedPage>;
  /** What the second column of that list says. */
  listedAs: string;
  /** What the studio's list filters it by besides its kind and status (lib/studio/find.ts): the roster author, the vertical. */
  facets?: (content: Content<K, F>) => Facets;
  /** Whether its drafts may be shared with a reviewer without an account (lib/studio/review-links.ts). */
  reviews?: boolean;
};

type Facets = { author?: string; vertical?: string };

type Content<K extends string, F extends Fields> = ReturnType<ReturnType<typeof fieldsOf<K, F>>['read']>;

export type PublishedRow = { id: string; heading: string; date: string; path: string; note?: string };
export type PublishedPage = { rows: PublishedRow[]; more: boolean };

/** Rows of a list read `limit` at a time: more may follow a full page. */
export const pageOf = (rows: PublishedRow[], limit: number): PublishedPage => ({ rows, more: rows.length === limit });

/** A module, its types checked where it is written. */
export const defineKind = <K extends string, F extends Fields, C extends CollectionName>(module: KindModule<K, F, C>) => module;
