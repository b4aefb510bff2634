import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { AUTHORS } from '@/content/authors';
import { INSIGHT_TOPICS, VERTICALS } from '@/content/categories';
import { INSIGHT_IMAGE, INSIGHT_TYPES } from './insight-input';

/** The insight form's choices: the verticals, topics, types, the author roster and the site's insight images. */
export async function insightChoices() {
  const files = await fs.readdir(path.join(process.cwd(), 'public', 'images', 'blogs')).catch(() => []);
  return {
    verticals: VERTICALS,
    topics: INSIGHT_TOPICS.filter((topic) => topic !== 'All'),
    types: INSIGHT_TYPES,
    authors: AUTHORS.map((author) => author.name),
    images: files.map((file) => `/images/blogs/${file}`).filter((image) => INSIGHT_IMAGE.test(image)).sort(),
  };
}
