import { notFound } from 'next/navigation';
import { AuthorProfile } from '@/components/insights/author-profile';
import { JsonLd } from '@/components/seo/json-ld';
import { AUTHORS, authorPath } from '@/content/authors';
import { AUTHOR_BIOS } from '@/content/author-bios';
import { SITE } from '@/content/site';
import { getStore, queries } from '@/lib/data';
import { pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbs, graph, profilePage } from '@/lib/seo/structured-data';

export const revalidate = 300;
export const dynamicParams = false;

type Props = { params: Promise<{ slug: string }> };

export function generateStaticParams() {
  return AUTHORS.map((author) => ({ slug: author.slug }));
}

const authorOf = (slug: string) => AUTHORS.find((author) => author.slug === slug);

export async function generateMetadata({ params }: Props) {
  const author = authorOf((await params).slug);
  if (!author) return {};
  return pageMetadata({
    title: author.name,
    description: `${author.role} at ${SITE.name}, ${author.city}. ${AUTHOR_BIOS[author.slug]?.split('. ')[0] ?? ''}.`,
    path: authorPath(author),
  });
}

/** /authors/<slug>: a listed analyst, linked from every byline (content/authors.ts). */
export default async function AuthorPage({ params }: Props) {
  const author = authorOf((await params).slug);
  if (!author) notFound();
  const store = await getStore();
  const query = queries.insightsByAuthor(author.name);
  const [insights, total] = await Promise.all([store.list(query), store.count({ ...query, limit: undefined })]);
  return (
    <>
      <JsonLd data={graph(profilePage(author), breadcrumbs([{ name: 'Home', path: '/' }, { name: 'Insights', path: '/insights' }, { name: author.name }]))} />
      <AuthorProfile author={author} insights={insights} total={total} />
    </>
  );
}
