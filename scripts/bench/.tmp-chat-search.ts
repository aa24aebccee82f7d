import { connectPostgres } from '/work/main/server/db/connect.js';
import { migrateToLatest } from '/work/main/server/db/migrate.js';
import { seedCatalogue } from '/work/main/server/db/seed.js';
import { generateCatalogue } from '/work/main/scripts/bench/generate-catalogue.js';
import { equipmentRepository } from '/work/main/server/modules/catalogue/catalogue.repository.js';
import { questionWords } from '/work/main/server/modules/chat/question-words.js';
import pg from 'pg';
const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/test' });
await admin.connect();
await admin.query('DROP DATABASE IF EXISTS ry_chat_bench');
await admin.query('CREATE DATABASE ry_chat_bench');
const h = await connectPostgres('postgres://postgres@127.0.0.1:5432/ry_chat_bench');
await migrateToLatest(h.db); await seedCatalogue(h.db);
await generateCatalogue(h.db, 100_000);
await (await import('kysely')).sql`ANALYZE equipment`.execute(h.db);
for (const q of ['Which tractor is good for 5 acres of paddy?', 'ಭತ್ತಕ್ಕೆ ಯಾವ ಟ್ರ್ಯಾಕ್ಟರ್ ಒಳ್ಳೆಯದು?', 'How do I maintain a chaff cutter?', 'When should I sow ragi?']) {
  const words = questionWords(q); const times: number[] = [];
  for (let i = 0; i < 15; i++) { const t = performance.now(); await equipmentRepository.searchWords(h.db, words, 5); times.push(performance.now() - t); }
  times.sort((a, b) => a - b);
  console.log(JSON.stringify(words), 'p50', times[7]!.toFixed(1), 'ms max', times[14]!.toFixed(1));
}
await h.close(); await admin.query('DROP DATABASE ry_chat_bench'); await admin.end();
