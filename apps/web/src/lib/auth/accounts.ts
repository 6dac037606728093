import {
  acceptUserInvite,
  getAuthEndpoint,
  inviteUser,
  passwordRequest,
  passwordReset,
  registerUser,
  registerUserVerify,
  type RestCommand,
} from '@directus/sdk';
import { toCmsError } from '../cms/errors.ts';
import type { DirectusTransport } from '../cms/transport.ts';

/**
 * Account flows without a session: registration, invites, password reset, social login. They
 * go without a token (Directus rejects an expired bearer first), except the invite.
 */
export interface Registration {
  email: string;
  password: string;
  first_name?: string;
  last_name?: string;
  /** Where the e-mail's link leads (must be in Directus' USER_REGISTER_URL_ALLOW_LIST); Directus' own page otherwise. */
  verificationUrl?: string;
}

export interface AccountOperations {
  /** Public registration (POST /users/register); Directus decides the role and whether the e-mail must be verified. */
  register(registration: Registration): Promise<void>;
  /** Confirms a registration with the token from the verification e-mail. */
  verifyRegistration(token: string): Promise<void>;
  /** Invites by e-mail with a role; needs a caller allowed to create users (a signed-in staff user). */
  invite(email: string | string[], role: string, inviteUrl?: string): Promise<void>;
  acceptInvite(token: string, password: string): Promise<void>;
  /** Sends the reset e-mail; Directus responds the same whether or not the address exists. */
  requestPasswordReset(email: string, resetUrl?: string): Promise<void>;
  resetPassword(token: string, password: string): Promise<void>;
  /** Where to send the browser for social login: `{url}/auth/login/{provider}?redirect={return address}`. */
  socialLoginUrl(provider: string, redirect: string): string;
}

/** Any SDK command (its schema parameter only types the call site). */
type Command<O> = RestCommand<O, unknown>;

export function accountOperations(deps: {
  url: string;
  transport: DirectusTransport;
  /** A request with exactly this token (or none). */
  request: <O>(command: Command<O>, token: string | null) => Promise<O>;
  /** A request with the session's bearer (refreshed first), else the static token. */
  call: <O>(command: Command<O>) => Promise<O>;
}): AccountOperations {
  const { url, transport, request, call } = deps;
  return {
    async register({ verificationUrl, ...registration }) {
      const { email, password, ...names } = registration;
      await request(
        registerUser(email, password, {
          ...names,
          ...(verificationUrl ? { verification_url: verificationUrl } : {}),
        }),
        null,
      );
    },

    async verifyRegistration(token) {
      // Directus responds to a good token with a redirect into its own Studio (not for the site's
      // users to follow: it responds 403 to them), so this one call reads the redirect itself.
      // A redirect to the Studio's login page is its response to a malformed token.
      const { path, params } = registerUserVerify(token)() as {
        path: string;
        params?: Record<string, string>;
      };
      const target = `${url}${path}?${new URLSearchParams(params ?? {})}`;
      const what = `GET ${path}`;
      let res: Response;
      try {
        res = await transport.fetch(target, { redirect: 'manual' });
      } catch (error) {
        throw toCmsError(error, what, transport.log);
      }
      const location = res.headers.get('location') ?? '';
      if (res.status < 400 && !/\/admin\/login\b/.test(location)) {
        await res.body?.cancel();
        return;
      }
      const body = (await res.json().catch(() => null)) as { errors?: unknown } | null;
      if (res.status < 400)
        throw toCmsError(
          {
            errors: [{ message: 'Invalid verification token' }],
            response: new Response(null, { status: 400, statusText: 'Bad Request' }),
          },
          what,
          transport.log,
        );
      throw toCmsError({ errors: body?.errors ?? body, response: res }, what, transport.log);
    },

    async invite(email, role, inviteUrl) {
      await call(inviteUser(email as string, role, inviteUrl));
    },

    async acceptInvite(token, password) {
      await request(acceptUserInvite(token, password), null);
    },

    async requestPasswordReset(email, resetUrl) {
      await request(passwordRequest(email, resetUrl), null);
    },

    async resetPassword(token, password) {
      await request(passwordReset(token, password), null);
    },

    socialLoginUrl(provider, redirect) {
      if (!/^[A-Za-z0-9_-]+$/.test(provider))
        throw new TypeError(`Not a login provider name: '${provider}'`);
      const target = new URL(`${url}${getAuthEndpoint(provider)}`);
      target.searchParams.set('redirect', redirect);
      return target.toString();
    },
  };
}
