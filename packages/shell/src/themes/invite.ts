// Re-export of packages/ui's invite theme so a brand app imports only @perya/shell (lint: apps import shell only).
export * from '@perya/ui/themes/invite';
export { default } from '@perya/ui/themes/invite';
