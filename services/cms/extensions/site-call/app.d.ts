/** Types of app.js, for the unit test (services/cms/src/staff-guard.test.ts). */
declare const operation: {
  id: string;
  name: string;
  options: { field: string }[];
};
export default operation;
