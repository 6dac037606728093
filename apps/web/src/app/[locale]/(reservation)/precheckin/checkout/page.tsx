import { PrecheckinCheckoutStep } from '@/components/precheckin/checkout-step';
import { flowPage } from '@/lib/site/flow-page';

const page = flowPage('precheckinCheckout', PrecheckinCheckoutStep);
export const generateMetadata = page.generateMetadata;
export default page.Page;
