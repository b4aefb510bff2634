import { IndustryPage, industryMetadata } from '@/components/industries/industry-page';

export const revalidate = 300;

export const metadata = industryMetadata('petro-chemicals-and-downstream');

export default function Page() {
  return <IndustryPage slug="petro-chemicals-and-downstream" />;
}
