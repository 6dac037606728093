import { ThanksStep } from '@/components/booking/thanks-step';
import { flowPage } from '@/lib/site/flow-page';

const page = flowPage('reservationThanks', ThanksStep);
export const generateMetadata = page.generateMetadata;
export default page.Page;
