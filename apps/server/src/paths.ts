// Files the server ships beside its code. This module sits one level below the package directory, like
// dist/main.js (the bundle), so both resolve the same paths.
import { fileURLToPath } from 'node:url';

/** The sabong sandbox's looping clip (SABONG_SANDBOX). */
export const SABONG_CLIP_DIR = fileURLToPath(new URL('../seed/sabong-clip/', import.meta.url));
