/** Types of rules.js, for the unit test (services/cms/src/staff-guard.test.ts). */
export declare const FLOW_RUNNER_ROLES: string[];
export declare const MANAGER_ROLE: string;
export declare const EDITOR_FIELDS: Record<string, string[]>;
export declare function managerFieldProblem(
  role: string | null,
  collection: string,
  action: 'create' | 'update' | 'delete',
  payload: Record<string, unknown> | null | undefined,
): string | null;
export declare function mayRunFlows(
  accountability: { admin?: boolean } | null | undefined,
  role: string | null,
): boolean;
