import {
  cookieNames,
  cookieOptions,
  isLocalOrigin,
  type AuthCookieNames,
  type AuthCookieOptions,
} from '@rental/domain/auth/session';
import type { ServerConfig } from '../config/server.ts';

/** The auth module's runtime settings, from the validated server settings (lib/config/server.ts). */
export interface AuthSettings {
  names: AuthCookieNames;
  options: AuthCookieOptions;
  autoRefresh: boolean;
  autoFetchUser: boolean;
  /** A local run (SITE_URL is plain http on this machine): cookies without httpOnly and Secure. */
  local: boolean;
}

type AuthConfig = Pick<
  ServerConfig,
  | 'SITE_URL'
  | 'AUTH_COOKIE_PREFIX'
  | 'AUTH_COOKIE_MAX_AGE'
  | 'AUTH_AUTO_REFRESH'
  | 'AUTH_AUTO_FETCH_USER'
>;

export function authSettings(config: AuthConfig): AuthSettings {
  const local = isLocalOrigin(config.SITE_URL);
  return {
    names: cookieNames({ prefix: config.AUTH_COOKIE_PREFIX }),
    options: cookieOptions({ maxAgeSeconds: config.AUTH_COOKIE_MAX_AGE }, { local }),
    autoRefresh: config.AUTH_AUTO_REFRESH,
    autoFetchUser: config.AUTH_AUTO_FETCH_USER,
    local,
  };
}
