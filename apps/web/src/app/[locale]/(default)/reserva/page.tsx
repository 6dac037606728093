import { ReservationStep } from '@/components/booking/reservation-step';
import { flowPage } from '@/components/flow-page';

const page = flowPage('reservation', ReservationStep);
export const generateMetadata = page.generateMetadata;
export default page.Page;
