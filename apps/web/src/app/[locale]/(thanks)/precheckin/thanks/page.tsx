import { flowPage } from '@/lib/site/flow-page';

const page = flowPage('precheckinThanks');
export const generateMetadata = page.generateMetadata;
export default page.Page;
