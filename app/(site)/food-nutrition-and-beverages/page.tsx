import { IndustryPage, industryMetadata } from '@/components/industries/industry-page';

export const revalidate = 300;

export const metadata = industryMetadata('food-nutrition-and-beverages');

export default function Page() {
  return <IndustryPage slug="food-nutrition-and-beverages" />;
}
