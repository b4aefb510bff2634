/**
 * The image settings next.config.ts gives Next; components/ui/image-attributes.ts builds the
 * images' URLs from them (components/ui/image.test.tsx checks they agree). Written out so that building an <img> costs the browser a few lines, not next/image's
 * ≈ 3.5 kB (gzip) of option handling: live lists build their cards' images in the browser.
 * Device sizes stop at 1920: no source image is wider (the banners are 1920 px, the articles'
 * images 1200), and Next never enlarges, so 2048 and 3840 were the same pixels under two more
 * URLs in every srcset (and two more encodes to cache).
 */
export const IMAGE_DEFAULTS = {
  path: '/_next/image',
  deviceSizes: [640, 750, 828, 1080, 1200, 1920],
  imageSizes: [32, 48, 64, 96, 128, 256, 384],
  quality: 75,
} as const;
