import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { AUTHORS } from '@/content/authors';
import { INSIGHT_TOPICS, VERTICALS } from '@/content/categories';
import { ATTENDANCE_MODES, EVENT_FORM_CATEGORIES, EVENT_IMAGE, EVENT_STATUSES } from './event-input';
import { INSIGHT_IMAGE, INSIGHT_TYPES } from './insight-input';

/** The site's own images under one folder of /images that a form may choose. */
async function siteImages(folder: string, pattern: RegExp): Promise<string[]> {
  const files = await fs.readdir(path.join(process.cwd(), 'public', 'images', folder)).catch(() => []);
  return files.map((file) => `/images/${folder}/${file}`).filter((image) => pattern.test(image)).sort();
}

/** The insight form's choices: the verticals, topics, types, the author roster and the site's insight images. */
export async function insightChoices() {
  return {
    verticals: VERTICALS,
    topics: INSIGHT_TOPICS.filter((topic) => topic !== 'All'),
    types: INSIGHT_TYPES,
    authors: AUTHORS.map((author) => author.name),
    images: await siteImages('blogs', INSIGHT_IMAGE),
  };
}

/** The event form's choices: the verticals as events name them, attendance, status and the site's event images. */
export async function eventChoices() {
  return { categories: EVENT_FORM_CATEGORIES, attendance: ATTENDANCE_MODES, statuses: EVENT_STATUSES, images: await siteImages('events', EVENT_IMAGE) };
}
