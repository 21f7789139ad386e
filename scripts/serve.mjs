// The shop's process as `npm start` and `npm run dev` run it: the API with the demo shop of the
// seed workspace handed in, which an empty database is filled with (ADR 0042). The API itself
// never imports the seed workspace. Needs tsx's loader (`node --import tsx`, or scripts/start.mjs).
import { startShop } from '../apps/api/src/server.ts';
import { demoData } from '../seed/src/index.ts';

startShop(demoData).catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
