// Entry point of the server process (dist/main.js): see serve.ts.
import { serve } from './serve';

serve().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
