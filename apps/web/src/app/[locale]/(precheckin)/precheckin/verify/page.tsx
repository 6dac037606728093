import { VerifyStep } from '@/components/precheckin/verify-step';
import { flowPage } from '@/components/flow-page';

const page = flowPage('precheckinVerify', VerifyStep);
export const generateMetadata = page.generateMetadata;
export default page.Page;
