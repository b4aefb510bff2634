import { IndustryPage, industryMetadata } from '@/components/industries/industry-page';

export const revalidate = 300;

export const metadata = industryMetadata('clean-energy-and-storage');

export default function Page() {
  return <IndustryPage slug="clean-energy-and-storage" />;
}
