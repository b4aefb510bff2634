// The content floor's one piece of code: a page of the site, as its server sent it, turned back
// into React host elements (no components, no scripts but its JSON-LD). Rendered by the floor's
// Next, it costs what the site's markup and stylesheet cost in the framework, and nothing more.
import fs from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'htmlparser2';
import { createElement } from 'react';

/** Where `bench/content-floor.mjs` writes the snapshots (see there). */
const CONTENT = process.env.FLOOR_CONTENT_DIR ?? path.resolve(/*turbopackIgnore: true*/ 'bench/floor/content');

export const snapshotNames = () =>
  fs.existsSync(/*turbopackIgnore: true*/ CONTENT) ? fs.readdirSync(/*turbopackIgnore: true*/ CONTENT).filter((name) => name.endsWith('.html')).map((name) => name.slice(0, -5)) : [];

const cache = new Map();
/** The snapshot's document, parsed once per build. */
export function snapshot(name) {
  if (!cache.has(name)) cache.set(name, parseDocument(fs.readFileSync(path.join(/*turbopackIgnore: true*/ CONTENT, `${name}.html`), 'utf8')));
  return cache.get(name);
}

const elements = (node) => (node.children ?? []).filter((child) => child.type === 'tag' || child.type === 'script' || child.type === 'style');
export const find = (node, name) => elements(node).find((child) => child.name === name);

// HTML (and SVG) attribute names React spells otherwise.
const PROP = Object.fromEntries(
  ['className:class', 'htmlFor:for', 'charSet:charset', 'httpEquiv:http-equiv']
    .map((pair) => pair.split(':').reverse())
    .concat(
      ['tabIndex', 'srcSet', 'imageSrcSet', 'imageSizes', 'fetchPriority', 'crossOrigin', 'readOnly', 'maxLength', 'minLength', 'autoComplete',
        'autoFocus', 'encType', 'formAction', 'formMethod', 'formEncType', 'formNoValidate', 'noValidate', 'popoverTarget', 'popoverTargetAction',
        'colSpan', 'rowSpan', 'dateTime', 'accessKey', 'contentEditable', 'inputMode', 'enterKeyHint', 'spellCheck', 'referrerPolicy', 'noModule',
        'viewBox', 'preserveAspectRatio', 'gradientUnits', 'gradientTransform', 'patternUnits', 'clipPathUnits', 'markerWidth', 'markerHeight', 'refX', 'refY',
        'itemScope', 'itemProp', 'itemType', 'playsInline', 'allowFullScreen', 'frameBorder', 'useMap', 'hrefLang', 'decoding']
        .map((name) => [name.toLowerCase(), name]),
    ),
);
const BOOLEAN = new Set(['hidden', 'disabled', 'open', 'required', 'checked', 'selected', 'multiple', 'novalidate', 'inert', 'autofocus', 'itemscope', 'playsinline', 'muted', 'controls', 'loop', 'reversed', 'readonly', 'formnovalidate', 'allowfullscreen']);

function style(text) {
  const entries = text.split(';').map((rule) => rule.split(/:(.*)/s)).filter(([name, value]) => name.trim() && value !== undefined);
  return Object.fromEntries(entries.map(([name, value]) => {
    const key = name.trim();
    return [key.startsWith('--') ? key : key.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase()), value.trim()];
  }));
}

export function props(node, key) {
  const result = { key };
  for (const [name, value] of Object.entries(node.attribs)) {
    if (name.startsWith('on')) continue;
    if (name === 'style') result.style = style(value);
    else if (name === 'value' && (node.name === 'input' || node.name === 'textarea')) result.defaultValue = value;
    else if (name === 'checked' && node.name === 'input') result.defaultChecked = true;
    else if (name === 'hidden' && value === 'until-found') result.hidden = value;
    else if (BOOLEAN.has(name)) result[PROP[name] ?? name] = true;
    else result[PROP[name] ?? name] = value;
  }
  return result;
}

/** A node's children as React nodes: Next's scripts, templates and comments left out. */
export function children(node) {
  const out = [];
  for (const [i, child] of (node.children ?? []).entries()) {
    if (child.type === 'text') out.push(child.data);
    else if (child.type === 'script') {
      if (child.attribs.type === 'application/ld+json') out.push(createElement('script', { ...props(child, i), dangerouslySetInnerHTML: { __html: text(child) } }));
    } else if (child.type === 'style') out.push(createElement('style', { ...props(child, i), dangerouslySetInnerHTML: { __html: text(child) } }));
    else if (child.type === 'tag' && child.name !== 'template') {
      const inner = child.name === 'textarea' ? [] : children(child);
      const element = props(child, i);
      if (child.name === 'textarea') element.defaultValue = text(child);
      out.push(createElement(child.name, element, ...(inner.length ? [inner] : [])));
    }
  }
  return out;
}

const text = (node) => (node.children ?? []).map((child) => child.data ?? text(child)).join('');
