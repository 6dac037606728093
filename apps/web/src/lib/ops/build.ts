/** This build's identifier: fixed by next.config at build time and inlined in server and client code. */
export const BUILD_ID = process.env.NEXT_PUBLIC_BUILD_ID ?? 'development';
