import { IMAGE_DEFAULTS } from '@/lib/images';

const ALL_SIZES = [...IMAGE_DEFAULTS.deviceSizes, ...IMAGE_DEFAULTS.imageSizes].sort((a, b) => a - b);

/** What the site passes to an image: no load handlers or placeholders. */
export type SiteImageProps = {
  src: string;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
  fill?: boolean;
  sizes?: string;
  /** The page's LCP image: eager, and preloaded. */
  priority?: boolean;
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'low' | 'auto';
  unoptimized?: boolean;
};

export type ImageAttributes = {
  alt: string;
  className?: string;
  src: string;
  srcSet?: string;
  sizes?: string;
  width?: number;
  height?: number;
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'low' | 'auto';
  decoding: 'async';
  'data-nimg': '1' | 'fill';
};

const optimised = (src: string, width: number) => `${IMAGE_DEFAULTS.path}?url=${encodeURIComponent(src)}&w=${width}&q=${IMAGE_DEFAULTS.quality}`;

/** next/image's choice of widths: by the smallest `vw` in `sizes`, else 1x and 2x of a fixed width. */
function candidates(width: number | undefined, sizes: string | undefined): { widths: number[]; kind: 'w' | 'x' } {
  if (sizes) {
    const percents = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((match) => Number(match[2]));
    const smallest = percents.length > 0 ? Math.min(...percents) / 100 : 0;
    return { widths: ALL_SIZES.filter((size) => size >= IMAGE_DEFAULTS.deviceSizes[0] * smallest), kind: 'w' };
  }
  if (width === undefined) return { widths: [...IMAGE_DEFAULTS.deviceSizes], kind: 'w' };
  const pick = (w: number) => ALL_SIZES.find((size) => size >= w) ?? ALL_SIZES[ALL_SIZES.length - 1]!;
  return { widths: [...new Set([pick(width), pick(width * 2)])], kind: 'x' };
}

/** The <img> attributes next/image renders for these props, with the default loader. */
export function imageAttributes({ src, alt, className, width, height, fill = false, sizes, priority = false, loading, fetchPriority, unoptimized = false }: SiteImageProps): ImageAttributes {
  const lazy = !priority && (loading === undefined || loading === 'lazy');
  // next/image's inline style (fill: cover the box; every image: hide the alt text while it
  // loads) is one rule in globals.css, keyed on data-nimg, instead of ≈ 100 bytes per image in
  // the HTML and again in the RSC data.
  const common = { alt, className, width, height, loading: lazy ? ('lazy' as const) : loading, fetchPriority, decoding: 'async' as const, 'data-nimg': fill ? ('fill' as const) : ('1' as const) };
  // SVGs are served as they are (images.dangerouslyAllowSVG is off), like unoptimised files.
  if (unoptimized || src.split('?', 1)[0]!.endsWith('.svg')) return { ...common, src };
  const { widths, kind } = candidates(width, sizes);
  return {
    ...common,
    sizes: !sizes && kind === 'w' ? '100vw' : sizes,
    srcSet: widths.map((w, index) => `${optimised(src, w)} ${kind === 'w' ? w : index + 1}${kind}`).join(', '),
    src: optimised(src, widths[widths.length - 1]!),
  };
}
