import { flowLayout } from '@/components/flow-layout';

export default flowLayout('reservation');
