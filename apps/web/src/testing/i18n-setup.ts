import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { i18n, i18nReady } from '@/lib/i18n';

/**
 * Web tests render in English with every namespace loaded, as a screen opened through its route
 * would be (lazyPage loads its namespaces beside its chunk), so components never suspend in a test.
 */
const locales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../locales/en');
await i18nReady;
await i18n.changeLanguage('en');
await i18n.loadNamespaces(
  readdirSync(locales)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -5)),
);
