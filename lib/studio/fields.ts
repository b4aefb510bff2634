import { z } from 'zod';
import { formText, parseLocalDateTime, publishAtField } from './input';

/**
 * A kind's fields as configuration, after Payload's field configs: each field says how the form
 * shows it (label, control, hints), how the form's text becomes the stored value (a zod schema
 * whose issues carry the messages staff see), and its empty value. Everything else follows from
 * the list: the form's names, a new item's values, parsing a post, a stored draft shown again in
 * the form, and an old draft missing a newer field.
 */

/** How a field is shown: each control posts text, as every form control does. */
type Control = 'text' | 'url' | 'textarea' | 'html' | 'lines' | 'choice' | 'image' | 'moment' | 'check';

/** A choice field's values, with the labels shown where they differ from the values. */
export type Options = { values: readonly string[]; labels?: Readonly<Record<string, string>> };

export type Field<T = unknown> = {
  label: string;
  control: Control;
  /** The posted text (always a string: '' when missing) as the stored value. */
  input: z.ZodType<T, string>;
  empty: T;
  /**
   * Needed before the item is published or scheduled: the schema refuses it empty. A draft saves
   * without it unless `always` (a heading: every draft has one).
   */
  required?: boolean;
  /** Whether posted text counts as left empty (HTML of an empty editor: `<p></p>`); else blank text. */
  blank?: (raw: string) => boolean;
  /** Needed in every draft too, and so asked for by the browser (the server's schema decides either way). */
  always?: boolean;
  hint?: string;
  rows?: number;
  maxLength?: number;
  /** Its length is shown as it is typed (search snippets cut what is longer). */
  counter?: boolean;
  /** Laid out beside its neighbours in a grid; a string names the fieldset (its legend) it sits in. */
  group?: true | string;
  /** A choice's values (read on the server when the form opens: uploads, the site's files); for HTML, the images its editor offers. */
  options?: () => Options | Promise<Options>;
  /** A choice that may be left at "None". */
  allowNone?: boolean;
};

export type Fields = Record<string, Field<never> | Field<string> | Field<boolean> | Field<string[]> | Field>;

/** The stored content of a kind with these fields. */
export type ContentOfFields<K extends string, F extends Fields> = { kind: K } & { -readonly [N in keyof F]: F[N] extends Field<infer T> ? T : never };

/** The form's values: every field as text, exactly as posted or about to be shown. */
export type FormValues = Record<string, string>;

/** What the browser's form is given about one field: the configuration without its schema. */
export type FieldView = Omit<Field, 'input' | 'empty' | 'options'> & { name: string; options?: Options };

/** When the form's values are checked: saving a draft asks only for what `always` fields need; publishing for everything. */
export type Stage = 'draft' | 'publish';

/** A field as a draft takes it: left empty, it keeps its empty value (unless `always`); given, it is checked as for publishing. */
function draftInput(field: Field): z.ZodType<unknown, string> {
  if (field.always) return field.input;
  return z.string().transform((raw, ctx) => {
    if (field.blank ? field.blank(raw) : raw.trim() === '') return field.empty;
    const parsed = field.input.safeParse(raw);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  });
}

/** The first problem zod found: its message, and the field it is about when it names one. */
function firstIssue<T>(parsed: z.ZodSafeParseResult<T>, names: readonly string[]): { ok: true; value: T } | { ok: false; message: string; field?: string } {
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0]!;
  const name = String(issue.path[0] ?? '');
  return names.includes(name) ? { ok: false, message: issue.message, field: name } : { ok: false, message: issue.message };
}

/** The text a form shows for a stored value. */
function toText(field: Field, value: unknown): string {
  if (field.control === 'moment') return publishAtField(typeof value === 'string' ? value : '');
  if (field.control === 'check') return value === true ? 'on' : '';
  if (field.control === 'lines') return Array.isArray(value) ? value.join('\n') : '';
  return typeof value === 'string' ? value : '';
}

/** The field's stored value from a stored draft: its empty value when missing or of another shape (a draft older than the field). */
function storedValue(field: Field, value: unknown): unknown {
  const fits = Array.isArray(field.empty) ? Array.isArray(value) : typeof value === typeof field.empty && !Array.isArray(value);
  return fits ? value : field.empty;
}

/** The helpers a kind's module derives from its fields. */
export function fieldsOf<K extends string, F extends Fields>(kind: K, fields: F, refine?: (content: ContentOfFields<K, F>, ctx: z.RefinementCtx, stage: Stage) => void) {
  type Content = ContentOfFields<K, F>;
  const names = Object.keys(fields);
  const schemaOf = (stage: Stage) =>
    z
      .object(Object.fromEntries(names.map((name) => [name, stage === 'draft' ? draftInput(fields[name]!) : fields[name]!.input])) as Record<string, z.ZodType<unknown, string>>)
      .transform((values) => ({ kind, ...values }) as Content)
      .superRefine((content, ctx) => refine?.(content, ctx, stage));
  const schemas = { draft: schemaOf('draft'), publish: schemaOf('publish') };
  const parse = (values: FormValues, stage: Stage = 'publish') => firstIssue(schemas[stage].safeParse(Object.fromEntries(names.map((name) => [name, values[name] ?? '']))), names);
  const toForm = (content: Content): FormValues => Object.fromEntries(names.map((name) => [name, toText(fields[name]!, (content as Record<string, unknown>)[name])]));
  return {
    names,
    /** The posted form's values, by the field names only ('' for a missing one). */
    valuesFrom: (form: FormData): FormValues => Object.fromEntries(names.map((name) => [name, formText(form, name)])),
    /** The first problem with the values (the message to show, and its field), or the content to store; a draft may leave out what publishing needs. */
    parse,
    /** A stored draft as the form shows it. */
    toForm,
    /** Whether a kept draft holds what publishing needs (the preview, a bulk publish, the editor's notice): checked as its form would post it. */
    publishable: (content: Content) => parse(toForm(content)),
    /** A stored draft with every field present: one saved before a field existed has its empty value. */
    read: (raw: object): Content => ({ kind, ...Object.fromEntries(names.map((name) => [name, storedValue(fields[name]!, (raw as Record<string, unknown>)[name])])) }) as Content,
    /** What the browser's form is told about each field, its choices read now. */
    views: async (): Promise<FieldView[]> =>
      Promise.all(
        names.map(async (name) => {
          // The schema and empty value stay on the server: the browser gets what it shows.
          const { label, control, required, always, hint, rows, maxLength, counter, group, allowNone, options } = fields[name]!;
          return { name, label, control, required, always, hint, rows, maxLength, counter, group, allowNone, ...(options ? { options: await options() } : {}) };
        }),
      ),
  };
}

/** Text read as posted: the browser sends CRLF line ends, kept as one kind (LF). */
const posted = () => z.string().transform((raw) => raw.replace(/\r\n?/g, '\n'));

/** HTML with no text and no image in it: what an editor emptied of its text posts. */
const blankHtml = (html: string) => html.replace(/<(?!img\b)[^>]*>|&nbsp;/gi, '').trim() === '';

type ChoiceOptions<T extends string> = { input: z.ZodType<T, unknown>; empty?: T; options: () => Options | Promise<Options> } & Partial<Omit<Field<T>, 'input'>>;

function choice<T extends string = string>(label: string, { input, empty = '' as T, ...rest }: ChoiceOptions<T>): Field<NoInfer<T>> {
  return { label, control: 'choice', input: input as z.ZodType<T, string>, empty, group: true, required: !rest.allowNone, ...rest };
}

/** The field builders: each returns a complete field; the kind's module gives labels, limits and messages. */
export const field = {
  /** One line of text, trimmed. */
  text: (label: string, { max, maxMessage, missing, ...rest }: { max: number; maxMessage: string; missing?: string } & Partial<Field<string>>): Field<string> => ({
    label,
    control: 'text',
    input: missing ? z.string().trim().min(1, missing).max(max, maxMessage) : z.string().trim().max(max, maxMessage),
    empty: '',
    maxLength: max,
    required: Boolean(missing),
    ...rest,
  }),
  /** Plain text over several lines, trimmed. */
  textarea: (label: string, { max, maxMessage, missing, ...rest }: { max: number; maxMessage: string; missing?: string } & Partial<Field<string>>): Field<string> => ({
    label,
    control: 'textarea',
    input: posted().pipe(missing ? z.string().trim().min(1, missing).max(max, maxMessage) : z.string().trim().max(max, maxMessage)),
    empty: '',
    maxLength: max,
    required: Boolean(missing),
    ...rest,
  }),
  /** HTML from the rich-text editor, cleaned on the server by the public pages' policy before it is kept. */
  html: (label: string, { max, maxMessage, missing, images }: { max: number; maxMessage: string; missing: string; images?: () => Options | Promise<Options> }): Field<string> => ({
    label,
    control: 'html',
    input: z.string().max(max, maxMessage).refine((html) => !blankHtml(html), { message: missing }),
    empty: '',
    blank: blankHtml,
    required: true,
    ...(images ? { options: images } : {}),
  }),
  /** A list written one point a line: blank lines dropped. */
  lines: (label: string, { points, pointMax, message, rows }: { points: number; pointMax: number; message: string; rows: number }): Field<string[]> => ({
    label,
    control: 'lines',
    input: z
      .string()
      .transform((text) => text.split(/\r\n?|\n/).map((line) => line.trim()).filter(Boolean))
      .refine((list) => list.length <= points && list.every((point) => point.length <= pointMax), { message }),
    empty: [],
    rows,
  }),
  /** One of a list (a fixed one, or one the server reads when the form opens). */
  choice,
  /** A picture, chosen by its thumbnail in a dialog: image paths, labelled by an upload's alt text. */
  image: <T extends string = string>(label: string, options: ChoiceOptions<T>): Field<NoInfer<T>> => ({ ...choice(label, options), control: 'image' }),
  /** A date and time (UTC), stored as an ISO moment; '' for none (`missing`: one must be given). */
  moment: (label: string, { invalid, missing, ...rest }: { invalid: string; missing?: string } & Partial<Field<string>>): Field<string> => ({
    label,
    control: 'moment',
    input: z
      .string()
      .transform((raw, ctx) => {
        if (raw.trim() === '') return '';
        const at = parseLocalDateTime(raw);
        if (at === null) {
          ctx.addIssue({ code: 'custom', message: invalid });
          return z.NEVER;
        }
        return new Date(at).toISOString();
      })
      .refine((iso) => !missing || iso !== '', { message: missing ?? invalid }),
    empty: '',
    required: Boolean(missing),
    group: true,
    ...rest,
  }),
  /** A checkbox: on or off. */
  check: (label: string): Field<boolean> => ({ label, control: 'check', input: z.string().transform((value) => value === 'on' || value === 'true'), empty: false, group: true }),
};

/** A fixed list as a choice's options. */
export const listed = (values: readonly string[], labels?: Readonly<Record<string, string>>) => () => ({ values, ...(labels ? { labels } : {}) });
