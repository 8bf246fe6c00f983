// Everything of @perya/api. Prefer the subpaths: `/contract` (React-free, shared with the server),
// `/client` (the HTTP client, React-free) and `/queries` (React Query bindings).
export * from './contract/index';
export * from './client/index';
export * from './queries/index';
