import { placeholderPage } from '@/lib/site/placeholder-page';

const page = placeholderPage('precheckinCheckout');
export const generateMetadata = page.generateMetadata;
export default page.Page;
