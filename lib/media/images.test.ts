import sharp from 'sharp';
import { IMAGE_MAX_BYTES, parseAlt, prepareImage } from './images';
import { MEDIA_NAME } from './paths';

const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#5fad56' } });

describe('an uploaded image', () => {
  test('a JPEG is kept as WebP under its content hash, upright, without its metadata', async () => {
    // A phone's photo: sideways by its EXIF orientation, with text in its EXIF.
    const jpeg = await picture(40, 20).jpeg().withMetadata({ orientation: 6 }).withExif({ IFD0: { ImageDescription: 'home address', Copyright: 'someone' } }).toBuffer();
    const prepared = await prepareImage(jpeg);
    if (!prepared.ok) throw new Error(prepared.problem);
    const { name, bytes, width, height } = prepared.image;
    expect(name).toMatch(MEDIA_NAME);
    expect([width, height]).toEqual([20, 40]);
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(bytes.includes(Buffer.from('home address'))).toBe(false);
    // The same picture again is the same file.
    const again = await prepareImage(jpeg);
    expect(again.ok && again.image.name).toBe(name);
  });

  test('PNG and WebP pass; a large one is scaled down, a small one never enlarged', async () => {
    const png = await prepareImage(await picture(3000, 1500).png().toBuffer());
    expect(png.ok && [png.image.width, png.image.height]).toEqual([2400, 1200]);
    const webp = await prepareImage(await picture(300, 200).webp().toBuffer());
    expect(webp.ok && [webp.image.width, webp.image.height]).toEqual([300, 200]);
  });

  test.each([
    ['nothing', Buffer.alloc(0), 'missing'],
    ['text named like an image', Buffer.from('not an image at all'), 'notImage'],
    ['an SVG, which can hold scripts', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'), 'notImage'],
    ['a file over the cap', Buffer.alloc(IMAGE_MAX_BYTES + 1, 1), 'tooLarge'],
  ])('%s is refused', async (_name, bytes, problem) => {
    expect(await prepareImage(bytes)).toEqual({ ok: false, problem });
  });

  test('a GIF or a TIFF is refused; so is a picture of more pixels than any page needs (a decompression bomb)', async () => {
    expect(await prepareImage(await picture(10, 10).gif().toBuffer())).toEqual({ ok: false, problem: 'notImage' });
    expect(await prepareImage(await picture(10, 10).tiff().toBuffer())).toEqual({ ok: false, problem: 'notImage' });
    const bomb = await sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: '#000' } }).png({ compressionLevel: 9, palette: true }).toBuffer();
    expect(bomb.byteLength).toBeLessThan(IMAGE_MAX_BYTES);
    expect(await prepareImage(bomb)).toEqual({ ok: false, problem: 'notImage' });
  });

  test('its alt text is required, one line, at most 300 characters', () => {
    expect(parseAlt('  A cracker\nat dusk ')).toEqual({ ok: true, alt: 'A cracker at dusk' });
    expect(parseAlt(' \n ')).toEqual({ ok: false, problem: 'altMissing' });
    expect(parseAlt('x'.repeat(301))).toEqual({ ok: false, problem: 'altTooLong' });
  });
});
