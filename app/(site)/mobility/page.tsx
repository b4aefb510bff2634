import { IndustryPage, industryMetadata } from '@/components/industries/industry-page';

export const revalidate = 300;

export const metadata = industryMetadata('mobility');

export default function Page() {
  return <IndustryPage slug="mobility" />;
}
