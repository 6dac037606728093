import { BookingThanksStep } from '@/components/booking/booking-thanks-step';
import { flowPage } from '@/components/flow-page';

const page = flowPage('reservationThanks', BookingThanksStep);
export const generateMetadata = page.generateMetadata;
export default page.Page;
