import { bookingPage } from '@/lib/booking/booking-page';

const page = bookingPage('reservationThanks');
export const generateMetadata = page.generateMetadata;
export default page.Page;
