// Re-export of packages/ui's main theme so a brand app imports only @perya/shell (lint: apps import shell only).
export * from '@perya/ui/themes/main';
export { default } from '@perya/ui/themes/main';
