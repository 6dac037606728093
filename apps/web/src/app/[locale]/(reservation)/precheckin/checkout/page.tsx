import { flowPage } from '@/lib/site/flow-page';

const page = flowPage('precheckinCheckout');
export const generateMetadata = page.generateMetadata;
export default page.Page;
