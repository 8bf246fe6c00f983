import { defineBrandViteConfig } from '@perya/vite-config';
import meta from './src/brand.meta.ts';

export default defineBrandViteConfig(import.meta.dirname, meta);
