/**
 * How long one Directus call may take when CMS_TIMEOUT_MS is not set: the setting's default
 * and the CMS transport's when a caller names none. Its own module so the transport can read it
 * without loading the settings' schema.
 */
export const DEFAULT_CMS_TIMEOUT_MS = 8000;
