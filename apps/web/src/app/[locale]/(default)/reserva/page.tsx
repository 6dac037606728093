import { bookingPage } from '@/lib/booking/booking-page';

const page = bookingPage('reservation');
export const generateMetadata = page.generateMetadata;
export default page.Page;
