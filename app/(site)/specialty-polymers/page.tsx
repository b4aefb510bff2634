import { IndustryPage, industryMetadata } from '@/components/industries/industry-page';

export const revalidate = 300;

export const metadata = industryMetadata('specialty-polymers');

export default function Page() {
  return <IndustryPage slug="specialty-polymers" />;
}
