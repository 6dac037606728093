/** The default Directus call timeout, in a module of its own so the transport need not load the settings' schema. */
export const DEFAULT_CMS_TIMEOUT_MS = 8000;
