// The content floor: a page of the site, its markup and stylesheet served by a bare Next, with none
// of the site's components or scripts (bench/content-floor.mjs writes the snapshots).
import { preload } from 'react-dom';
import { children, find, snapshot, snapshotNames } from '../../../lib/markup.mjs';

export const dynamicParams = false;
export const generateStaticParams = () => snapshotNames().map((page) => ({ page }));

export async function generateMetadata({ params }) {
  const head = find(find(snapshot((await params).page), 'html'), 'head');
  const title = find(head, 'title');
  return { title: title?.children?.[0]?.data ?? '' };
}

export default async function ContentPage({ params }) {
  const html = find(snapshot((await params).page), 'html');
  const links = find(html, 'head').children.filter((node) => node.name === 'link');
  for (const { attribs: link } of links) {
    if (link.rel === 'preload' && link.as === 'font') preload(link.href, { as: 'font', type: link.type, crossOrigin: '' });
    if (link.rel === 'preload' && link.as === 'image') {
      preload(link.imagesrcset.split(' ')[0], { as: 'image', imageSrcSet: link.imagesrcset, imageSizes: link.imagesizes, fetchPriority: link.fetchpriority });
    }
  }
  const stylesheets = links.filter((link) => link.attribs.rel === 'stylesheet');
  return (
    <>
      {stylesheets.map(({ attribs }) => <link key={attribs.href} rel="stylesheet" href={attribs.href} precedence="site" />)}
      {children(find(html, 'body'))}
    </>
  );
}
