import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { getStore } from '../data';
import { uploadedImages } from '../media/uploads';
import { mediaPath } from '../media/paths';
import { displayCategory } from '@/content/categories';
import { listed, type Options } from './fields';

/** The site's own files under a folder of public/ (`images/blogs`) that a form may choose, by their paths. */
export async function siteFiles(folder: string, pattern: RegExp): Promise<Options> {
  const files = await fs.readdir(path.join(process.cwd(), 'public', ...folder.split('/'))).catch(() => []);
  return { values: files.map((file) => `/${folder}/${file}`).filter((file) => pattern.test(file)).sort() };
}

/** How many of the newest uploads an image list offers (older ones: /studio/images). */
const UPLOADS_OFFERED = 50;

/** A form's images: the newest uploads, labelled with their alt text, then the site's own under `images/<folder>`. */
export async function imageOptions(folder: string, pattern: RegExp): Promise<Options> {
  const [own, uploads] = await Promise.all([siteFiles(`images/${folder}`, pattern), getStore().then((store) => uploadedImages(store, UPLOADS_OFFERED))]);
  const labels = Object.fromEntries(uploads.map((upload) => [mediaPath(upload.id), upload.alt]));
  return { values: [...uploads.map((upload) => mediaPath(upload.id)), ...own.values], labels };
}

/** A list of categories or verticals, each labelled as the site shows it ('Speciality Polymers' reads 'Specialty Polymers'). */
export const asOnSite = (values: readonly string[]) => listed(values, Object.fromEntries(values.map((value) => [value, displayCategory(value)])));
