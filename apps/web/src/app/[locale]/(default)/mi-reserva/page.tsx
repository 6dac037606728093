import { MyBookingStep } from '@/components/my-booking/my-booking-step';
import { flowPage } from '@/components/flow-page';

const page = flowPage('myBooking', MyBookingStep);
export const generateMetadata = page.generateMetadata;
export default page.Page;
