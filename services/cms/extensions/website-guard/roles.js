/** Role names by role id, looked up once per role (roles are not renamed while Directus runs). */
const roles = new Map();

/** The caller's role name (null for staff and anonymous). */
export async function roleOf(accountability, database) {
  if (!accountability?.role || accountability.admin) return null;
  if (!roles.has(accountability.role)) {
    const row = await database('directus_roles').where({ id: accountability.role }).first('name');
    roles.set(accountability.role, row?.name ?? null);
  }
  return roles.get(accountability.role);
}
