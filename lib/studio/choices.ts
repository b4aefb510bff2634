import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { AUTHORS } from '@/content/authors';
import { getStore } from '../data';
import { uploadedImages } from '../media/uploads';
import { mediaPath } from '../media/paths';
import { BANNER_PAGES, INSIGHT_TOPICS, VERTICALS } from '@/content/categories';
import { ATTENDANCE_MODES, EVENT_FORM_CATEGORIES, EVENT_IMAGE, EVENT_STATUSES } from './event-input';
import { BANNER_IMAGE } from './banner-input';
import { COMPENDIUM_LOGO, COMPENDIUM_PDF } from './compendium-input';
import { INSIGHT_IMAGE, INSIGHT_TYPES } from './insight-input';

/** The site's own files under a folder of public/ (`images/blogs`) that a form may choose, by their paths. */
async function siteFiles(folder: string, pattern: RegExp): Promise<string[]> {
  const files = await fs.readdir(path.join(process.cwd(), 'public', ...folder.split('/'))).catch(() => []);
  return files.map((file) => `/${folder}/${file}`).filter((file) => pattern.test(file)).sort();
}

/** How many of the newest uploads an image list offers (older ones: /studio/images). */
const UPLOADS_OFFERED = 50;

/** A form's images: the site's own under `folder`, then the newest uploads, named by their alt text. */
async function imageChoices(folder: string, pattern: RegExp): Promise<{ images: string[]; imageLabels: Record<string, string> }> {
  const [own, uploads] = await Promise.all([siteFiles(`images/${folder}`, pattern), getStore().then((store) => uploadedImages(store, UPLOADS_OFFERED))]);
  const imageLabels = Object.fromEntries(uploads.map((upload) => [mediaPath(upload.id), `Uploaded: ${upload.alt}`]));
  return { images: [...uploads.map((upload) => mediaPath(upload.id)), ...own], imageLabels };
}

/** The insight form's choices: the verticals, topics, types, the author roster and the site's insight images. */
export async function insightChoices() {
  return {
    verticals: VERTICALS,
    topics: INSIGHT_TOPICS.filter((topic) => topic !== 'All'),
    types: INSIGHT_TYPES,
    authors: AUTHORS.map((author) => author.name),
    ...(await imageChoices('blogs', INSIGHT_IMAGE)),
  };
}

/** The event form's choices: the verticals as events name them, attendance, status and the site's event images. */
export async function eventChoices() {
  return { categories: EVENT_FORM_CATEGORIES, attendance: ATTENDANCE_MODES, statuses: EVENT_STATUSES, ...(await imageChoices('events', EVENT_IMAGE)) };
}

/** The compendium form's choices: the verticals, and the site's compendium PDFs and logos. */
export async function compendiumChoices() {
  const [pdfs, logos] = await Promise.all([siteFiles('compendiums', COMPENDIUM_PDF), siteFiles('images/compendiums', COMPENDIUM_LOGO)]);
  return { verticals: VERTICALS, pdfs, logos };
}

/** The banner form's choices: the pages a banner heads, and the site's banner pictures and uploads. */
export async function bannerChoices() {
  return { pages: BANNER_PAGES, ...(await imageChoices('banners', BANNER_IMAGE)) };
}
