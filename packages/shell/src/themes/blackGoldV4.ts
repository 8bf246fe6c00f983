// Re-export of packages/ui's blackGoldV4 theme so a brand app imports only @perya/shell (lint: apps import shell only).
export * from '@perya/ui/themes/blackGoldV4';
export { default } from '@perya/ui/themes/blackGoldV4';
