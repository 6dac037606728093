import { placeholderPage } from '@/lib/site/placeholder-page';

const page = placeholderPage('reservation');
export const generateMetadata = page.generateMetadata;
export default page.Page;
