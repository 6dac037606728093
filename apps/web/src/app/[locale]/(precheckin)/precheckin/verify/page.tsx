import { placeholderPage } from '@/lib/site/placeholder-page';

const page = placeholderPage('precheckinVerify');
export const generateMetadata = page.generateMetadata;
export default page.Page;
