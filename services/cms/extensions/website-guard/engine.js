/** Whether Directus' database is the embedded SQLite (else PostgreSQL): the few statements that differ ask. */
export const isSqlite = (database) => /sqlite/.test(String(database.client?.config?.client ?? ''));
