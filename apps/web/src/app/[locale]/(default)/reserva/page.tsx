import { flowPage } from '@/lib/site/flow-page';

const page = flowPage('reservation');
export const generateMetadata = page.generateMetadata;
export default page.Page;
