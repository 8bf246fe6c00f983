// Re-export of packages/ui's child theme so a brand app imports only @perya/shell (lint: apps import shell only).
export * from '@perya/ui/themes/child';
export { default } from '@perya/ui/themes/child';
