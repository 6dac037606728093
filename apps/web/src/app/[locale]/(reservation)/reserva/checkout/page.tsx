import { CheckoutStep } from '@/components/booking/checkout-step';
import { flowPage } from '@/lib/site/flow-page';

const page = flowPage('checkout', CheckoutStep);
export const generateMetadata = page.generateMetadata;
export default page.Page;
