'use client';
import { useActionState, useEffect, useRef, useState, useTransition, type FormEvent, type ReactNode } from 'react';
import type { ActionResult } from '@/lib/actions/result';
import type { FieldView, FormValues } from '@/lib/studio/fields';
import { submitItem } from '@/lib/studio/actions';
import form from '@/components/account/form.module.css';
import { BodyField } from './body-field.client';
import { Confirm } from './confirm';
import { ImagePicker } from './image-picker.client';
import styles from './studio.module.css';

export type ItemFormProps = {
  kind: string;
  /** What the form is called (its kind's title). */
  label: string;
  /** '' for a new item (the first save gives it its id). */
  id: string;
  version: number;
  initial: FormValues;
  /** The kind's fields, as its module configures them (lib/studio/kinds). */
  fields: readonly FieldView[];
  canPublish: boolean;
  published: boolean;
  scheduled: boolean;
  /** What the last click did (the page's `?done=`), said beside the buttons. */
  notice: string;
  /** What withdrawing and cancelling the schedule will do, as their dialogs ask. */
  confirm: { withdraw: string; unschedule: string };
};

/** How long after the last keystroke a draft saves itself. */
const AUTOSAVE_AFTER_MS = 3000;
const LEAVE = 'Leave this page? What you typed since the last save will be lost.';

/**
 * An item's editor, whatever its kind: the kind's fields in their order, drawn from its module's
 * configuration. It posts to the one item action before and after hydration alike; a refused post
 * comes back with its message beside the field it is about and every field as it was sent, so
 * nothing typed is lost. With scripts, the draft also saves itself a few seconds after typing
 * stops, Ctrl/Cmd+S saves, and leaving with unsaved changes asks first.
 */
export function ItemForm({ kind, label, id, version, initial, fields, notice, confirm, ...actions }: ItemFormProps) {
  const [state, formAction, pending] = useActionState(submitItem, null);
  const values = state?.fields ?? initial;
  const [saved, setSaved] = useState({ id, version });
  const [auto, setAuto] = useState<ActionResult | null>(null);
  const [, startAutosave] = useTransition();
  const [dirty, setDirty] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const answerRef = useRef<HTMLParagraphElement>(null);
  // Edits counted as they happen; an autosave covers those made before it read the form.
  const edits = useRef(0);
  const covered = useRef(0);
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const autosave = () => {
    const element = formRef.current;
    if (!element || busy.current || edits.current === covered.current) return;
    const data = new FormData(element);
    // A draft needs its heading: until there is one, the leave warning keeps the work.
    if (String(data.get('heading') ?? '').trim() === '') return;
    data.set('intent', 'autosave');
    const at = edits.current;
    busy.current = true;
    startAutosave(async () => {
      const result = await submitItem(null, data);
      busy.current = false;
      setAuto(result);
      if (!result.ok || !result.saved) return;
      covered.current = Math.max(covered.current, at);
      setSaved({ id: result.saved.id, version: result.saved.version });
      if (edits.current === covered.current) setDirty(false);
      else timer.current = setTimeout(autosave, AUTOSAVE_AFTER_MS);
      // A new item has its address now: a reload or a shared link opens it.
      if (window.location.pathname !== result.saved.path) window.history.replaceState(null, '', result.saved.path);
    });
  };
  const autosaveRef = useRef(autosave);
  useEffect(() => {
    autosaveRef.current = autosave;
  });

  const edited = () => {
    edits.current += 1;
    setDirty(true);
    setAuto(null);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => autosaveRef.current(), AUTOSAVE_AFTER_MS);
  };

  useEffect(() => () => clearTimeout(timer.current), []);


  // Ctrl/Cmd+S saves the draft, as every editor does.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 's') return;
      event.preventDefault();
      const element = formRef.current;
      element?.requestSubmit(element.querySelector<HTMLButtonElement>('button[value="save"]'));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // Leaving with unsaved changes asks first: a reload or another site, a link in the studio, and
  // Back or Forward within it (the Navigation API lets a page cancel those; where it has none, they go unasked).
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const click = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if (link.target === '_blank' || link.hasAttribute('download')) return;
      const to = new URL(link.href, window.location.href);
      if (to.pathname === window.location.pathname && to.search === window.location.search) return;
      if (window.confirm(LEAVE)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
    };
    const traverse = (event: NavigateEvent) => {
      if (event.navigationType !== 'traverse' || !event.cancelable || window.confirm(LEAVE)) return;
      event.preventDefault();
    };
    const history = 'navigation' in window ? window.navigation : null;
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    history?.addEventListener('navigate', traverse);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
      history?.removeEventListener('navigate', traverse);
    };
  }, [dirty]);

  // A refusal moves the page to what it is about: its field (which takes focus as it mounts), or the answer by the buttons.
  useEffect(() => {
    if (!state || state.ok) return;
    const target = state.field ? formRef.current?.querySelector(`[data-field="${CSS.escape(state.field)}"]`) : answerRef.current;
    target?.scrollIntoView({ block: 'center' });
    if (!state.field) answerRef.current?.focus({ preventScroll: true });
  }, [state]);

  const problem = state && !state.ok ? state : auto && !auto.ok ? auto : null;
  const errorOf = (name: string) => (problem?.field === name ? problem.message : undefined);
  const focusOf = (name: string) => state?.field === name && !state.ok;
  const answer = problem && !problem.field ? null : auto?.ok ? `${auto.message} ${time(auto.at)}` : notice;

  return (
    <form
      ref={formRef}
      action={formAction}
      aria-label={label}
      className={form.form}
      aria-busy={pending}
      key={state?.at ?? 0}
      onInput={edited}
      onSubmit={() => clearTimeout(timer.current)}
    >
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={saved.id} />
      <input type="hidden" name="version" value={saved.version} />
      {problem?.field && (
        // Read first without scripts (the page opens at the top): where the problem is, one link away.
        <p role="alert" className={styles.alert}>
          {problem.message} <a href={`#field-${problem.field}`}>Go to the field</a>
        </p>
      )}
      {groups(fields).map((group) => {
        const controls = group.fields.map((each) => <Control key={each.name} field={each} value={values[each.name] ?? ''} error={errorOf(each.name)} focus={focusOf(each.name)} />);
        if (group.legend) return <fieldset key={group.key} className={styles.grid}><legend>{group.legend}</legend>{controls}</fieldset>;
        return group.grid ? <div key={group.key} className={styles.grid}>{controls}</div> : controls;
      })}
      <ItemActions
        {...actions}
        heading={values.heading ?? ''}
        confirm={confirm}
        pending={pending}
        publishAt={values.publishAt ?? ''}
        publishAtError={errorOf('publishAt')}
        focusPublishAt={focusOf('publishAt')}
      >
        <p id="done" role="status" className={`${styles.answer} ${styles.notice}`}>
          {answer && <span key={auto?.at ?? 'notice'}>{answer}</span>}
        </p>
        <p ref={answerRef} tabIndex={-1} role="alert" className={`${styles.answer} ${styles.alert}`}>
          {problem && !problem.field ? <span key={problem.at}>{problem.message}</span> : null}
        </p>
      </ItemActions>
    </form>
  );
}

/** An autosave's time, as the studio shows every time (UTC). */
const time = (at: number | undefined) => (at ? `(${new Date(at).toISOString().slice(11, 19)} UTC)` : '');

type Group = { key: string; legend?: string; grid: boolean; fields: FieldView[] };

/** Neighbouring fields of one group together: a grid, or a fieldset named by its legend. */
function groups(fields: readonly FieldView[]): Group[] {
  const out: Group[] = [];
  for (const each of fields) {
    const legend = typeof each.group === 'string' ? each.group : undefined;
    const grid = each.group !== undefined;
    const last = out.at(-1);
    if (last && grid && last.grid && last.legend === legend) last.fields.push(each);
    else out.push({ key: each.name, legend, grid, fields: [each] });
  }
  return out;
}

/** A field's problem, said beside it (and named by the control it is about). */
function FieldError({ name, error }: { name: string; error?: string }) {
  return error ? (
    <span id={`item-${name}-error`} className={`${form.hint} ${styles.fieldError}`}>
      {error}
    </span>
  ) : null;
}

function Control({ field, value, error, focus }: { field: FieldView; value: string; error?: string; focus: boolean }) {
  const { name, label, control, hint, rows, maxLength, always, counter } = field;
  // A counted field says its length as it is typed (and, before scripts, as it was opened).
  const [length, setLength] = useState(value.length);
  const hintId = hint ? `item-${name}-hint` : undefined;
  const countId = counter ? `item-${name}-count` : undefined;
  const described = [error ? `item-${name}-error` : '', hintId ?? '', countId ?? ''].filter(Boolean).join(' ') || undefined;
  // Only what a draft needs is required in the browser: the rest is asked for at Publish, beside its field.
  const common = {
    id: `item-${name}`,
    name,
    defaultValue: value,
    required: always,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    autoFocus: focus,
    onInput: counter ? (event: FormEvent<HTMLElement>) => setLength((event.currentTarget as HTMLInputElement).value.length) : undefined,
  };
  // The label names the control alone; its hint, count and problem describe it (aria-describedby).
  const notes = (
    <>
      <FieldError name={name} error={error} />
      {hint && (
        <span id={hintId} className={form.hint}>
          {hint}
        </span>
      )}
      {counter && (
        <span id={countId} className={form.hint}>
          {length} of {maxLength} characters
        </span>
      )}
    </>
  );
  const labelled = (input: ReactNode) => (
    <div className={form.field} data-field={name} id={`field-${name}`}>
      <label className={form.label} htmlFor={`item-${name}`}>
        {label}
      </label>
      {input}
      {notes}
    </div>
  );
  switch (control) {
    case 'html':
      return (
        <div data-field={name} id={`field-${name}`}>
          <BodyField name={name} label={label} defaultValue={value} invalid={Boolean(error)} focus={focus} images={field.options} />
          <FieldError name={name} error={error} />
        </div>
      );
    case 'check':
      return (
        <label className={styles.check} data-field={name} id={`field-${name}`}>
          <input type="checkbox" name={name} defaultChecked={value === 'on'} autoFocus={focus} /> {label}
        </label>
      );
    case 'choice':
      return (
        <div className={form.field} data-field={name} id={`field-${name}`}>
          <label className={form.label} htmlFor={`item-${name}`}>
            {label}
          </label>
          <select key={`${name}-${value}`} className={form.input} {...common}>
            {field.allowNone ? <option value="">None</option> : <option value="">Choose…</option>}
            {field.options?.values.map((choice) => (
              <option key={choice} value={choice}>
                {field.options?.labels?.[choice] ?? choice}
              </option>
            ))}
          </select>
          {notes}
        </div>
      );
    case 'image':
      return (
        <ImagePicker key={`${name}-${value}`} field={field} value={value} error={error} focus={focus} describedBy={described}>
          {notes}
        </ImagePicker>
      );
    case 'textarea':
    case 'lines':
      return labelled(<textarea className={form.textarea} rows={rows ?? 4} maxLength={maxLength} {...common} />);
    case 'moment':
      return labelled(<input type="datetime-local" step={1} className={form.input} {...common} />);
    default:
      return labelled(<input type={control === 'url' ? 'url' : 'text'} className={form.input} maxLength={maxLength} {...common} />);
  }
}

type ActionsProps = {
  canPublish: boolean;
  published: boolean;
  scheduled: boolean;
  pending: boolean;
  heading: string;
  publishAt: string;
  publishAtError?: string;
  focusPublishAt: boolean;
  confirm: { withdraw: string; unschedule: string };
  children: ReactNode;
};

function ItemActions({ canPublish, published, scheduled, pending, heading, publishAt, publishAtError, focusPublishAt, confirm, children }: ActionsProps) {
  const name = heading.trim() || 'this item';
  return (
    <>
      {canPublish && (
        <label className={`${form.field} ${styles.when}`} data-field="publishAt" id="field-publishAt">
          <span className={form.label}>Publish at (UTC)</span>
          <input
            type="datetime-local"
            name="publishAt"
            step={1}
            defaultValue={publishAt}
            className={form.input}
            aria-invalid={publishAtError ? true : undefined}
            aria-describedby={publishAtError ? 'item-publishAt-error' : undefined}
            autoFocus={focusPublishAt}
          />
          <FieldError name="publishAt" error={publishAtError} />
        </label>
      )}
      <div className={form.actions}>
        <button type="submit" name="intent" value="save" className="button button-outline" disabled={pending}>
          Save draft
        </button>
        {canPublish && (
          <button type="submit" name="intent" value="publish" className="button" disabled={pending}>
            Publish
          </button>
        )}
        {canPublish && (
          <button type="submit" name="intent" value="schedule" className="button button-outline" disabled={pending}>
            Schedule
          </button>
        )}
        {canPublish && scheduled && (
          <Confirm id="confirm-unschedule" label="Cancel schedule" title={`Cancel the schedule of “${name}”?`} name="intent" value="unschedule" cancel="Keep the schedule" disabled={pending}>
            <p>{confirm.unschedule}</p>
          </Confirm>
        )}
        {canPublish && published && (
          <Confirm id="confirm-withdraw" label="Withdraw" title={`Withdraw “${name}” from the site?`} name="intent" value="withdraw" cancel="Keep it published" disabled={pending}>
            <p>{confirm.withdraw}</p>
          </Confirm>
        )}
        {children}
      </div>
    </>
  );
}
