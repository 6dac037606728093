// Stands in for 'server-only' outside Next.js: tests run on the server anyway.
export {};
