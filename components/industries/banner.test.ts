import { INDUSTRIES } from '@/content/industries';
import type { Banner } from '@/lib/data/schema';
import { BANNER_MESSAGES, loadBanner, resolveBanner } from './banner';

const food = INDUSTRIES[0];
const defaults = food.defaultBanner;
const stored: Banner = {
  id: 'bn',
  page: food.bannerPage,
  image: '/images/banners/stored.jpg',
  heading: 'Stored heading',
  description: 'Stored description',
  link: '/insights',
};

describe('resolveBanner', () => {
  test('uses every stored field when present', () => {
    expect(resolveBanner(stored, defaults)).toEqual({
      image: '/images/banners/stored.jpg',
      heading: 'Stored heading',
      description: 'Stored description',
      link: '/insights',
    });
  });

  test('falls back field by field for missing, empty or blank values', () => {
    const partial: Banner = { id: 'bn', page: food.bannerPage, heading: '  ', description: 'Only this is stored' };
    expect(resolveBanner(partial, defaults)).toEqual({ ...defaults, description: 'Only this is stored' });
  });

  test('gives the defaults when no banner is stored', () => {
    expect(resolveBanner(undefined, defaults)).toEqual(defaults);
  });

  test('ignores images that are not site files and links that are not http(s) or site paths', () => {
    const hostile: Banner = { ...stored, image: 'https://cdn.example.com/x.jpg', link: 'javascript:alert(1)' };
    const resolved = resolveBanner(hostile, defaults);
    expect(resolved.image).toBe(defaults.image);
    expect(resolved.link).toBe(defaults.link);
    expect(resolveBanner({ ...stored, image: '//evil.example/x.jpg', link: 'https://example.com/page' }, defaults)).toMatchObject({
      image: defaults.image,
      link: 'https://example.com/page',
    });
  });

  test("shows 'Speciality Polymers' as 'Specialty Polymers'", () => {
    expect(resolveBanner({ ...stored, heading: 'Speciality Polymers' }, defaults).heading).toBe('Specialty Polymers');
  });
});

describe('loadBanner', () => {
  let warn: jest.SpyInstance;
  let error: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    error = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  test('reads the first banner for the page name', async () => {
    const list = jest.fn().mockResolvedValue([stored]);
    await expect(loadBanner({ list }, food.bannerPage, defaults)).resolves.toEqual(resolveBanner(stored, defaults));
    expect(list).toHaveBeenCalledWith({ collection: 'banners', where: [{ field: 'page', value: food.bannerPage }], limit: 1 });
  });

  test('logs the spec message and gives the defaults when nothing is stored', async () => {
    await expect(loadBanner({ list: jest.fn().mockResolvedValue([]) }, 'Focus Parent', defaults)).resolves.toEqual(defaults);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(BANNER_MESSAGES.notFound));
  });

  test('logs "Error fetching banner: {reason}" and gives the defaults when the read fails', async () => {
    const list = jest.fn().mockRejectedValue(new Error('deadline exceeded'));
    await expect(loadBanner({ list }, food.bannerPage, defaults)).resolves.toEqual(defaults);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Error fetching banner: deadline exceeded'));
  });

  test('also survives a store that cannot be opened', async () => {
    await expect(loadBanner(Promise.reject(new Error('no store')), food.bannerPage, defaults)).resolves.toEqual(defaults);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Error fetching banner: no store'));
  });
});
