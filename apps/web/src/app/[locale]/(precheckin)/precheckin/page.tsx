import { LookupStep } from '@/components/precheckin/lookup-step';
import { flowPage } from '@/components/flow-page';

const page = flowPage('precheckin', LookupStep);
export const generateMetadata = page.generateMetadata;
export default page.Page;
