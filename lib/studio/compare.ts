import 'server-only';
import { diffWordsWithSpace } from 'diff';
import { plainLines } from '../text';
import type { FieldView } from './fields';
import { kindModule, type StudioContent } from './kinds';

/** A run of text in a comparison: in both versions, only the older (removed) or only the newer (added). */
type Run = { text: string; change: 'same' | 'removed' | 'added' };

/** A field that differs between two versions, as words removed and added. */
export type FieldChange = { name: string; label: string; runs: Run[] };

/** A field's value as a person reads it: HTML as its text, a paragraph a line; a choice by its label. */
function readable(field: FieldView, text: string): string {
  if (field.control === 'html') return plainLines(text).join('\n');
  if (field.control === 'check') return text === 'on' ? 'Yes' : 'No';
  if (field.control === 'choice') return field.options?.labels?.[text] ?? text;
  return text;
}

/**
 * What changed from `older` to `newer`, field by field in the form's order, word by word: the
 * fields that differ only. Both are read as the form shows them, so an old draft missing a newer
 * field compares as that field empty.
 */
export async function compareVersions(older: StudioContent, newer: StudioContent): Promise<FieldChange[]> {
  const { fields } = kindModule(newer.kind);
  const [before, after] = [fields.toForm(fields.read(older) as never), fields.toForm(fields.read(newer) as never)];
  const views = await fields.views();
  return views.flatMap((field) => {
    const [from, to] = [readable(field, before[field.name] ?? ''), readable(field, after[field.name] ?? '')];
    if (from === to) return [];
    const runs = diffWordsWithSpace(from, to).map((part): Run => ({ text: part.value, change: part.added ? 'added' : part.removed ? 'removed' : 'same' }));
    return [{ name: field.name, label: field.label, runs }];
  });
}
