import { LookupStep } from '@/components/precheckin/lookup-step';
import { flowPage } from '@/lib/site/flow-page';

const page = flowPage('precheckin', LookupStep);
export const generateMetadata = page.generateMetadata;
export default page.Page;
