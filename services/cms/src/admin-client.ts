/**
 * The setup tooling's own client for Directus, as the administrator. It is deliberately
 * tiny (JSON over fetch): setup runs before any site code exists and needs only
 * get/post/patch/upload. The site never uses this; it has its own CMS client module.
 */
export class DirectusAdminError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(method: string, path: string, status: number, body: unknown) {
    super(`Directus ${method} ${path} answered ${status}: ${JSON.stringify(body).slice(0, 500)}`);
    this.name = 'DirectusAdminError';
    this.status = status;
    this.body = body;
  }
}

export interface AdminClient {
  readonly url: string;
  get<T>(path: string): Promise<T>;
  post<T = unknown>(path: string, body: unknown): Promise<T>;
  patch<T = unknown>(path: string, body: unknown): Promise<T>;
  del(path: string, body?: unknown): Promise<void>;
  upload<T = unknown>(form: FormData): Promise<T>;
}

export async function loginAdmin(
  url: string,
  email: string,
  password: string,
): Promise<AdminClient> {
  const res = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json().catch(() => null)) as { data?: { access_token?: string } } | null;
  const token = body?.data?.access_token;
  if (!res.ok || !token) {
    throw new Error(
      `Could not log in to Directus at ${url} as ${email} (status ${res.status}). Check CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD.`,
    );
  }
  return adminClient(url, token);
}

export function adminClient(url: string, token: string): AdminClient {
  const call = async <T>(
    method: string,
    path: string,
    body?: unknown,
    raw?: FormData,
  ): Promise<T> => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${url}${path}`, {
      method,
      headers,
      body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    if (res.status === 204) return undefined as T;
    const parsed = (await res.json().catch(() => null)) as { data?: T } | null;
    if (!res.ok) throw new DirectusAdminError(method, path, res.status, parsed);
    return parsed?.data as T;
  };
  return {
    url,
    get: (path) => call('GET', path),
    post: (path, body) => call('POST', path, body),
    patch: (path, body) => call('PATCH', path, body),
    del: async (path, body) => {
      await call('DELETE', path, body);
    },
    upload: (form) => call('POST', '/files', undefined, form),
  };
}
