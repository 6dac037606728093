import { PrecheckinThanksStep } from '@/components/precheckin/precheckin-thanks-step';
import { flowPage } from '@/components/flow-page';

const page = flowPage('precheckinThanks', PrecheckinThanksStep);
export const generateMetadata = page.generateMetadata;
export default page.Page;
