import { PreferencesStep } from '@/components/precheckin/preferences-step';
import { flowPage } from '@/components/flow-page';

const page = flowPage('precheckinPreferences', PreferencesStep);
export const generateMetadata = page.generateMetadata;
export default page.Page;
