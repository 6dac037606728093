import { BalanceCheckoutStep } from '@/components/precheckin/balance-checkout-step';
import { flowPage } from '@/components/flow-page';

const page = flowPage('precheckinCheckout', BalanceCheckoutStep);
export const generateMetadata = page.generateMetadata;
export default page.Page;
