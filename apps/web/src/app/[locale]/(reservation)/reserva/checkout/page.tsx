import { BookingCheckoutStep } from '@/components/booking/booking-checkout-step';
import { flowPage } from '@/components/flow-page';

const page = flowPage('checkout', BookingCheckoutStep);
export const generateMetadata = page.generateMetadata;
export default page.Page;
