/** Types of index.js, for the unit test (services/cms/src/staff-guard.test.ts). */
declare const operation: { id: string; handler: (...args: unknown[]) => Promise<unknown> };
export default operation;
