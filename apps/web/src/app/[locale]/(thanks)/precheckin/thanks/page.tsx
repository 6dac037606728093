import { PrecheckinThanksStep } from '@/components/precheckin/thanks-step';
import { flowPage } from '@/lib/site/flow-page';

const page = flowPage('precheckinThanks', PrecheckinThanksStep);
export const generateMetadata = page.generateMetadata;
export default page.Page;
