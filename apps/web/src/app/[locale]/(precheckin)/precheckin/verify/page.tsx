import { VerifyStep } from '@/components/precheckin/verify-step';
import { flowPage } from '@/lib/site/flow-page';

const page = flowPage('precheckinVerify', VerifyStep);
export const generateMetadata = page.generateMetadata;
export default page.Page;
