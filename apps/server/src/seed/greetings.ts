import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ContentKind, FrameShape, VideoRatio } from '@panel/shared/schemas/image-post.ts';
import { postTypeOf } from '@panel/shared/schemas/image-post.ts';
import type { UiSection } from '@panel/shared/schemas/ui-customisation.ts';
import type { Db } from '../db/client.ts';
import {
  imageCategories,
  imagePosts,
  imageSubcategories,
  imageTags,
  politicalParties,
  uiCustomisations,
} from '../db/schema/index.ts';
import { contentTypeOfKey, type Storage } from '../integrations/storage/storage.ts';
import { SEED_PARTIES } from '../modules/political-parties/parties.ts';
import { inSeedTransaction } from './in-transaction.ts';

/**
 * The small greeting library that ships with the product. Every picture and video in it is made by
 * scripts/generate-demo-library.ts from this definition (gradients and text, no third-party images)
 * into seed/greetings-library/, with each file's preview (previews/) and size and length
 * (library.json); seeding only copies those files into storage and inserts the rows, so it needs no
 * ffmpeg.
 * Festival dates are for the months after 2026-11-22; admins correct them in Greetings Management.
 */
export type DemoLanguage = 'Hindi' | 'Gujarati' | 'Marathi' | 'English';

export interface DemoSubcategory {
  slug: string;
  name: string;
  /** The English line and one Indic line drawn on the post. */
  title: string;
  local: string;
  language: DemoLanguage;
  date?: string;
  businessCategories?: string[];
  shapes: FrameShape[];
  video?: VideoRatio;
}

export interface DemoCategory {
  name: string;
  contentKind: ContentKind;
  subcategories: DemoSubcategory[];
}

export const DEMO_LIBRARY: DemoCategory[] = [
  {
    name: 'Festivals',
    contentKind: 'festival',
    subcategories: [
      {
        slug: 'guru-nanak-jayanti',
        name: 'Guru Nanak Jayanti',
        date: '2026-11-24',
        title: 'Happy Guru Nanak Jayanti',
        local: 'गुरु नानक जयंती की हार्दिक शुभकामनाएँ',
        language: 'Hindi',
        shapes: ['SQUARE'],
      },
      {
        slug: 'christmas',
        name: 'Christmas',
        date: '2026-12-25',
        title: 'Merry Christmas',
        local: 'નાતાલની શુભેચ્છાઓ',
        language: 'Gujarati',
        shapes: ['SQUARE', 'STORY'],
      },
      {
        slug: 'new-year',
        name: 'New Year',
        date: '2027-01-01',
        title: 'Happy New Year 2027',
        local: 'नववर्षाच्या हार्दिक शुभेच्छा',
        language: 'Marathi',
        shapes: ['SQUARE', 'STORY'],
        video: '16*9',
      },
      {
        slug: 'lohri',
        name: 'Lohri',
        date: '2027-01-13',
        title: 'Happy Lohri',
        local: 'लोहड़ी की लख-लख बधाइयाँ',
        language: 'Hindi',
        shapes: ['SQUARE'],
      },
      {
        slug: 'makar-sankranti',
        name: 'Makar Sankranti',
        date: '2027-01-14',
        title: 'Happy Makar Sankranti',
        local: 'ઉત્તરાયણની શુભકામનાઓ',
        language: 'Gujarati',
        shapes: ['SQUARE'],
      },
      {
        slug: 'republic-day',
        name: 'Republic Day',
        date: '2027-01-26',
        title: 'Happy Republic Day',
        local: 'गणतंत्र दिवस की शुभकामनाएँ',
        language: 'Hindi',
        shapes: ['SQUARE'],
      },
      {
        slug: 'vasant-panchami',
        name: 'Vasant Panchami',
        date: '2027-02-11',
        title: 'Happy Vasant Panchami',
        local: 'वसंत पंचमी की शुभकामनाएँ',
        language: 'Hindi',
        shapes: ['SQUARE'],
      },
      {
        slug: 'maha-shivratri',
        name: 'Maha Shivratri',
        date: '2027-03-06',
        title: 'Happy Maha Shivratri',
        local: 'महाशिवरात्रीच्या शुभेच्छा',
        language: 'Marathi',
        shapes: ['SQUARE'],
      },
      {
        slug: 'holi',
        name: 'Holi',
        date: '2027-03-22',
        title: 'Happy Holi',
        local: 'હોળીની હાર્દિક શુભકામનાઓ',
        language: 'Gujarati',
        shapes: ['SQUARE', 'STORY'],
      },
      {
        slug: 'gudi-padwa',
        name: 'Gudi Padwa',
        date: '2027-04-07',
        title: 'Happy Gudi Padwa',
        local: 'गुढीपाडव्याच्या हार्दिक शुभेच्छा',
        language: 'Marathi',
        shapes: ['SQUARE'],
      },
      {
        slug: 'ambedkar-jayanti',
        name: 'Ambedkar Jayanti',
        date: '2027-04-14',
        title: 'Ambedkar Jayanti',
        local: 'आंबेडकर जयंती की शुभकामनाएँ',
        language: 'Hindi',
        shapes: ['SQUARE'],
      },
      {
        slug: 'ram-navami',
        name: 'Ram Navami',
        date: '2027-04-15',
        title: 'Happy Ram Navami',
        local: 'राम नवमी की हार्दिक शुभकामनाएँ',
        language: 'Hindi',
        shapes: ['SQUARE'],
      },
    ],
  },
  {
    name: 'Daily Posts',
    contentKind: 'daily-post',
    subcategories: [
      {
        slug: 'good-morning',
        name: 'Good Morning',
        title: 'Good Morning',
        local: 'सुप्रभात',
        language: 'Hindi',
        shapes: ['SQUARE', 'STORY'],
        video: '9*16',
      },
      {
        slug: 'good-night',
        name: 'Good Night',
        title: 'Good Night',
        local: 'શુભ રાત્રિ',
        language: 'Gujarati',
        shapes: ['SQUARE', 'STORY'],
      },
      {
        slug: 'thought-of-the-day',
        name: 'Thought of the Day',
        title: 'Every day is a fresh start',
        local: 'आजचा सुविचार',
        language: 'Marathi',
        shapes: ['SQUARE', 'STORY'],
      },
    ],
  },
  {
    name: 'Business',
    contentKind: 'business',
    subcategories: [
      {
        slug: 'grocery',
        name: 'Grocery & Kirana',
        title: 'Fresh groceries, delivered',
        local: 'ताज़ा किराना, सीधे आपके घर',
        language: 'Hindi',
        businessCategories: ['Grocery', 'Kirana', 'Retail'],
        shapes: ['SQUARE'],
      },
      {
        slug: 'restaurant',
        name: 'Restaurant & Food',
        title: "Taste you'll remember",
        local: 'સ્વાદ જે યાદ રહે',
        language: 'Gujarati',
        businessCategories: ['Restaurant', 'Food', 'Cafe', 'Hotel'],
        shapes: ['SQUARE'],
      },
      {
        slug: 'salon',
        name: 'Salon & Beauty',
        title: 'Look your best today',
        local: 'सौंदर्याची खास काळजी',
        language: 'Marathi',
        businessCategories: ['Salon', 'Beauty', 'Spa'],
        shapes: ['SQUARE'],
      },
    ],
  },
];

export const DEMO_LIBRARY_DIR = fileURLToPath(new URL('./greetings-library/', import.meta.url));
export const DEMO_PREVIEW_DIR = `${DEMO_LIBRARY_DIR}previews/`;
export const DEMO_MANIFEST_FILE = `${DEMO_LIBRARY_DIR}library.json`;
export const demoFileName = (slug: string, shape: FrameShape, video = false) =>
  `${slug}-${shape.toLowerCase()}.${video ? 'mp4' : 'jpg'}`;
export const demoVideoShape = (ratio: VideoRatio): FrameShape => (ratio === '9*16' ? 'STORY' : 'SQUARE');
export const demoPreviewName = (file: string) => `${file}.jpg`;

/** One post of the library: its file and how it is filed. */
export interface DemoPostFile {
  file: string;
  shape: FrameShape;
  ratio: VideoRatio | null;
}

export function demoPostFiles(sub: DemoSubcategory): DemoPostFile[] {
  const files: DemoPostFile[] = sub.shapes.map((shape) => ({
    shape,
    file: demoFileName(sub.slug, shape),
    ratio: null,
  }));
  if (sub.video)
    files.push({
      shape: demoVideoShape(sub.video),
      file: demoFileName(sub.slug, demoVideoShape(sub.video), true),
      ratio: sub.video,
    });
  return files;
}

/** library.json: each file's size and length, as an upload's inspection would find them. */
export type DemoManifest = Record<string, { width: number; height: number; durationSeconds: number | null }>;

/** Fixed storage keys, so a seed that is run again overwrites its own files instead of adding more. */
const demoKeys = (file: string) => ({
  originalKey: `greetings/posts/demo-${file}`,
  previewKey: `greetings/previews/demo-${demoPreviewName(file)}`,
});

export async function seedPoliticalParties(db: Db): Promise<void> {
  await db
    .insert(politicalParties)
    .values(SEED_PARTIES.map((p, i) => ({ ...p, displayOrder: i })))
    .onConflictDoNothing({ target: politicalParties.id });
}

async function ensureTag(db: Db, name: string, tagType: 'LANGUAGE' | 'GENERAL'): Promise<string> {
  const [found] = await db
    .select({ id: imageTags.id })
    .from(imageTags)
    .where(and(isNull(imageTags.agencyId), eq(imageTags.name, name)));
  if (found) return found.id;
  const [row] = await db.insert(imageTags).values({ name, tagType }).returning({ id: imageTags.id });
  if (!row) throw new Error('tag insert returned nothing');
  return row.id;
}

const hasLibrary = async (db: Db) => {
  const [{ n } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(imageCategories)
    .where(isNull(imageCategories.agencyId));
  return n > 0;
};

/**
 * The party list, the global greeting library (unless the platform already has categories), and
 * Demo Agency's UI customisation, each in one transaction. Idempotent, and resumable: a start that
 * dies half way leaves either the whole library or none of its rows.
 */
export async function seedGreetings(
  db: Db,
  storage: Storage,
  opts: { demoAgencyId: string; log?: FastifyBaseLogger },
): Promise<void> {
  await seedPoliticalParties(db);
  if (!(await hasLibrary(db))) {
    await storeLibraryFiles(storage, opts.log);
    const added = await inSeedTransaction(db, 'greeting-library', async (tx) => {
      if (await hasLibrary(tx)) return false;
      await insertLibrary(tx);
      return true;
    });
    if (added) opts.log?.info('demo seed: greeting library added');
  }
  await inSeedTransaction(db, 'ui-customisation', (tx) => seedDemoUiCustomisation(tx, opts.demoAgencyId));
}

/** Files first, rows after: a row never points at a missing file, and a retry rewrites the same keys. */
async function storeLibraryFiles(storage: Storage, log?: FastifyBaseLogger): Promise<void> {
  const files = DEMO_LIBRARY.flatMap((c) => c.subcategories.flatMap(demoPostFiles));
  log?.info(`demo seed: storing the greeting library (${files.length} posts)`);
  for (const { file } of files) {
    const keys = demoKeys(file);
    await storage.put(
      keys.originalKey,
      await readFile(DEMO_LIBRARY_DIR + file),
      contentTypeOfKey(keys.originalKey),
    );
    await storage.put(
      keys.previewKey,
      await readFile(DEMO_PREVIEW_DIR + demoPreviewName(file)),
      'image/jpeg',
    );
  }
}

async function insertLibrary(db: Db): Promise<void> {
  const manifest = JSON.parse(await readFile(DEMO_MANIFEST_FILE, 'utf8')) as DemoManifest;
  const languageTags = new Map<DemoLanguage, string>();
  for (const l of ['Hindi', 'Gujarati', 'Marathi', 'English'] as const)
    languageTags.set(l, await ensureTag(db, l, 'LANGUAGE'));
  const wishes = await ensureTag(db, 'Wishes', 'GENERAL');

  for (const [ci, cat] of DEMO_LIBRARY.entries()) {
    const [category] = await db
      .insert(imageCategories)
      .values({ name: cat.name, contentKind: cat.contentKind, displayOrder: ci })
      .returning({ id: imageCategories.id });
    if (!category) throw new Error('category insert returned nothing');
    for (const [si, sub] of cat.subcategories.entries()) {
      const [subcategory] = await db
        .insert(imageSubcategories)
        .values({
          categoryId: category.id,
          name: sub.name,
          date: sub.date ?? null,
          businessCategories: sub.businessCategories ?? [],
          displayOrder: si,
        })
        .returning({ id: imageSubcategories.id });
      if (!subcategory) throw new Error('subcategory insert returned nothing');
      const tagIds = [languageTags.get(sub.language), languageTags.get('English'), wishes].filter(
        (t): t is string => !!t,
      );
      await db.insert(imagePosts).values(
        demoPostFiles(sub).map((f) => {
          const meta = manifest[f.file];
          if (!meta) throw new Error(`${f.file} is missing from library.json: run the generator`);
          const mediaType = f.ratio ? 'VIDEO' : 'IMAGE';
          return {
            categoryId: category.id,
            subcategoryId: subcategory.id,
            tagIds,
            mediaType,
            frameShape: f.shape,
            postType: postTypeOf(f.shape, mediaType),
            videoRatio: f.ratio,
            ...demoKeys(f.file),
            width: meta.width,
            height: meta.height,
            durationSeconds: meta.durationSeconds,
          } as const;
        }),
      );
    }
  }
}

const DEMO_SECTIONS: Record<'HOME_PAGE' | 'GREETING_IMAGE_PAGE', UiSection[]> = {
  HOME_PAGE: [
    {
      metaId: 'home-today',
      title: "Today's festival",
      source: 'TODAY_FESTIVAL',
      style: 'style-1',
      height: 'HEIGHT-2',
      imageIds: [],
      imageSubcategoryIds: [],
    },
    {
      // Daily posts never run out, so the home page has greetings whatever the festival calendar.
      metaId: 'home-daily',
      title: 'Daily greetings',
      source: 'SUBCATEGORIES',
      style: 'style-1',
      height: 'HEIGHT-2',
      imageIds: [],
      imageSubcategoryIds: [],
    },
    {
      metaId: 'home-upcoming',
      title: 'Upcoming festivals',
      source: 'UPCOMING_FESTIVALS',
      style: 'style-2',
      height: 'HEIGHT-1',
      imageIds: [],
      imageSubcategoryIds: [],
    },
  ],
  GREETING_IMAGE_PAGE: [
    {
      metaId: 'daily-today',
      title: "Today's festival",
      source: 'TODAY_FESTIVAL',
      style: 'style-1',
      height: 'HEIGHT-3',
      imageIds: [],
      imageSubcategoryIds: [],
    },
    {
      metaId: 'daily-upcoming',
      title: 'Upcoming festivals',
      source: 'UPCOMING_FESTIVALS',
      style: 'style-2',
      height: 'HEIGHT-2',
      imageIds: [],
      imageSubcategoryIds: [],
    },
    {
      metaId: 'daily-posts',
      title: 'Daily posts',
      source: 'SUBCATEGORIES',
      style: 'style-1',
      height: 'HEIGHT-1',
      imageIds: [],
      imageSubcategoryIds: [],
    },
    {
      metaId: 'daily-business',
      title: 'For your business',
      source: 'MY_BUSINESS_CATEGORY',
      style: 'style-2',
      height: 'HEIGHT-1',
      imageIds: [],
      imageSubcategoryIds: [],
    },
  ],
};

export async function seedDemoUiCustomisation(db: Db, agencyId: string): Promise<void> {
  const daily = await db
    .select({ id: imageSubcategories.id })
    .from(imageSubcategories)
    .innerJoin(imageCategories, eq(imageCategories.id, imageSubcategories.categoryId))
    .where(and(isNull(imageSubcategories.agencyId), eq(imageCategories.contentKind, 'daily-post')));
  for (const [placement, sections] of Object.entries(DEMO_SECTIONS) as [
    keyof typeof DEMO_SECTIONS,
    UiSection[],
  ][]) {
    // SUBCATEGORIES sections here are the daily-post ones, filled with the library's ids.
    const filled = sections.map((s) =>
      s.source === 'SUBCATEGORIES' ? { ...s, imageSubcategoryIds: daily.map((d) => d.id) } : s,
    );
    await db
      .insert(uiCustomisations)
      .values({ agencyId, pagePlacement: placement, sections: filled })
      .onConflictDoNothing();
  }
}
