import {
  createItems,
  customEndpoint,
  deleteItems,
  readItem,
  readItems,
  updateItem,
  type RestCommand,
} from '@directus/sdk';
import { bearerFor } from '@rental/domain/auth/session';
import { toCmsError } from './errors.ts';
import { fetchMadeCopy, onceMoreIfBusy } from './image-copy.ts';
import { directusTransport } from './transport.ts';

/** The one way to Directus (SPEC §7): the user's valid bearer token, else the static token unless the caller opts out. */
export type Filter = Record<string, unknown>;

export interface ListQuery {
  filter?: Filter;
  deep?: Record<string, unknown>;
  fields?: string[];
  sort?: string[];
  limit?: number;
}

export interface CallAuth {
  /** A signed-in user's access token; used when present and not expired. */
  userToken?: string | null;
  /** Set to false to call anonymously instead of falling back to the static token. */
  useStaticToken?: boolean;
}

export interface CmsClientOptions {
  url: string;
  staticToken?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  log?: (line: string) => void;
}

type Item = Record<string, unknown>;

export interface CmsClient {
  list<T = Item>(collection: string, query?: ListQuery, auth?: CallAuth): Promise<T[]>;
  get<T = Item>(
    collection: string,
    id: string | number,
    query?: Pick<ListQuery, 'fields' | 'deep'>,
    auth?: CallAuth,
  ): Promise<T>;
  create<T = Item>(collection: string, items: Item[], auth?: CallAuth): Promise<T[]>;
  update<T = Item>(
    collection: string,
    id: string | number,
    item: Item,
    auth?: CallAuth,
  ): Promise<T>;
  remove(collection: string, ids: (string | number)[], auth?: CallAuth): Promise<void>;
  /** A GET on one of our own CMS endpoints (services/cms/extensions), e.g. `/availability`. */
  endpoint<T>(path: string, params: Record<string, string>, auth?: CallAuth): Promise<T>;
  /** A POST of `body` as JSON to one of our own CMS endpoints, e.g. `/availability/reservations`. */
  send<T>(path: string, body: Item, auth?: CallAuth): Promise<T>;
  /** Where the browser loads a file from: the site's own /assets route (Directus stays private). */
  assetUrl(id: string): string;
  /**
   * The file itself from Directus' /assets/{id}, for the site's /assets route to stream;
   * with `transform`, Directus' resized copy (`width`, `format`, … as Directus names them).
   */
  asset(id: string, auth?: CallAuth, transform?: Record<string, string>): Promise<Response>;
}

export function createCmsClient(options: CmsClientOptions): CmsClient {
  const transport = directusTransport(options);
  const log = transport.log;

  /** SPEC §6: the user's token when given (the caller holds it valid), else the static token unless opted out. */
  const tokenFor = (auth: CallAuth = {}): string | null =>
    bearerFor({
      userToken: auth.userToken,
      userTokenValid: true,
      staticToken: options.staticToken,
      optOut: auth.useStaticToken === false,
    })?.token ?? null;

  /** A call on a collection's items; `what` names it in the logs. */
  function call<R>(
    collection: string,
    what: string,
    auth: CallAuth | undefined,
    command: (collection: never) => unknown,
  ): Promise<R> {
    if (!collection) throw new TypeError('A collection name is required');
    return transport.request<R>(
      what,
      command(collection as never) as RestCommand<unknown, unknown>,
      tokenFor(auth),
    );
  }

  return {
    list(collection, query = {}, auth) {
      return call(collection, `list ${collection}`, auth, (c) => readItems(c, query as never));
    },
    get(collection, id, query = {}, auth) {
      return call(collection, `get ${collection}/${id}`, auth, (c) =>
        readItem(c, id, query as never),
      );
    },
    create(collection, items, auth) {
      return call(collection, `create ${collection}`, auth, (c) => createItems(c, items as never));
    },
    update(collection, id, item, auth) {
      return call(collection, `update ${collection}/${id}`, auth, (c) =>
        updateItem(c, id, item as never),
      );
    },
    async remove(collection, ids, auth) {
      await call(collection, `delete ${collection}`, auth, (c) => deleteItems(c, ids as never));
    },
    endpoint<T>(path: string, params: Record<string, string>, auth?: CallAuth) {
      return transport.request<T>(
        `endpoint ${path}`,
        customEndpoint<T>({ path, method: 'GET', params }) as RestCommand<T, unknown>,
        tokenFor(auth),
      );
    },
    send<T>(path: string, body: Item, auth?: CallAuth) {
      return transport.request<T>(
        `send ${path}`,
        // The SDK sends it as JSON (a second content-type header would make Directus read none).
        customEndpoint<T>({ path, method: 'POST', body: JSON.stringify(body) }) as RestCommand<
          T,
          unknown
        >,
        tokenFor(auth),
      );
    },
    assetUrl: (id) => `/assets/${encodeURIComponent(id)}`,
    async asset(id, auth, transform) {
      const token = tokenFor(auth);
      const query = transform ? `?${new URLSearchParams(transform)}` : '';
      const url = `${options.url}/assets/${encodeURIComponent(id)}${query}`;
      const init: RequestInit = { headers: token ? { authorization: `Bearer ${token}` } : {} };
      try {
        return await onceMoreIfBusy(() =>
          transform
            ? fetchMadeCopy(
                (signal) => transport.fetch(url, { ...init, signal }),
                AbortSignal.timeout(transport.timeoutMs),
              )
            : transport.fetch(url, init),
        );
      } catch (error) {
        throw toCmsError(error, `asset ${id}`, log);
      }
    },
  };
}
