import { IndustryPage, industryMetadata } from '@/components/industries/industry-page';

export const revalidate = 300;

export const metadata = industryMetadata('personal-care-and-cosmetics');

export default function Page() {
  return <IndustryPage slug="personal-care-and-cosmetics" />;
}
