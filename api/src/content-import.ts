/**
 * pnpm content:import <folder | file.json>: checks a content folder (content/<kind>/<slug>.md, the
 * Markdown files the seed reads, by the same code) or a catalog JSON file (the document of
 * features/catalog/catalog-document.ts) and upserts it in one transaction into the database the
 * server uses (DATABASE_URL, else PGlite in DATA_DIR). A bad file or record is named, with its
 * line for a Markdown file, and nothing is written.
 */
import path from 'node:path';
import type { Kysely } from 'kysely';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDatabase } from './db/seed/seed.ts';
import { ContentFileError } from './catalog/content/content-files.ts';
import { importCatalog } from './features/catalog/catalog-import.ts';
import { readCatalogSource } from './features/catalog/catalog-source.ts';
import { CatalogError } from './features/catalog/catalog-writer.ts';

async function main(file: string | undefined): Promise<number> {
  if (!file) {
    console.error('Usage: pnpm content:import <folder | file.json>   (content/ is the folder the seed reads)');
    return 2;
  }
  const where = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  let json: unknown;
  try {
    json = readCatalogSource(where);
  } catch (error) {
    if (error instanceof ContentFileError) console.error(`Nothing was imported from ${where}. ${error.message}`);
    else console.error(`Cannot read ${where}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  const config = loadConfig(process.env);
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(handle.db as Kysely<unknown>);
    await seedDatabase(handle.db);
    const count = await importCatalog(handle.db, json);
    console.log(`Imported ${count} record${count === 1 ? '' : 's'} from ${where}.`);
    return 0;
  } catch (error) {
    if (error instanceof CatalogError) {
      console.error(`Nothing was imported from ${where}. ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main(process.argv[2]);
