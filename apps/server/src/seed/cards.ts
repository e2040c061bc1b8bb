import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import {
  aboutUsSchema,
  basicDetailsSchema,
  gallerySchema,
  linksSchema,
  paymentOptionsSchema,
  productsSchema,
  settingsSchema,
  socialLinksSchema,
  templateSchema,
  youtubeVideosSchema,
} from '@panel/shared/schemas/card.ts';
import { IMAGE_VARIANT_WIDTHS, variantKey } from '@panel/shared/schemas/document.ts';
import type { Db } from '../db/client.ts';
import { businessCategories, businesses, cards, linkCategories, linkTypes } from '../db/schema/index.ts';
import type { Storage } from '../integrations/storage/storage.ts';
import { putImageVariants } from '../modules/documents/service.ts';
import type { ContactFieldType } from '@panel/shared/card/contact-fields.ts';
import { inSeedTransaction } from './in-transaction.ts';

/** Common Indian small-business categories, each with the greeting-image subcategory it defaults to. */
export const BUSINESS_CATEGORY_NAMES = [
  'Grocery & Kirana',
  'Restaurant & Cafe',
  'Sweets & Bakery',
  'Clothing & Fashion',
  'Sarees & Textiles',
  'Jewellery',
  'Mobile & Electronics',
  'Hardware & Sanitary',
  'Pharmacy & Medical Store',
  'Doctor & Clinic',
  'Dental Clinic',
  'Beauty Parlour & Salon',
  'Gym & Fitness',
  'Coaching & Tuition',
  'School & College',
  'Real Estate',
  'Builders & Contractors',
  'Architect & Interior Designer',
  'Automobile & Garage',
  'Travel & Tours',
  'Hotel & Lodging',
  'Events & Wedding Planner',
  'Photography & Studio',
  'Printing & Advertising',
  'Computer & IT Services',
  'CA & Tax Consultant',
  'Lawyer & Advocate',
  'Insurance & Finance',
  'Furniture & Home Decor',
  'Agriculture & Seeds',
  'Dairy & Milk Products',
  'Stationery & Books',
  'Other',
] as const;

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

interface SeedLinkType {
  name: string;
  fieldType: ContactFieldType;
  icon: string;
  placeholder: string;
  hrefTemplate?: string;
}
/** The Link Store as shipped: the link kinds of the What's New "digital-card-links" feature. */
export const LINK_STORE_SEED: { category: string; types: SeedLinkType[] }[] = [
  {
    category: 'Chat',
    types: [
      {
        name: 'WhatsApp',
        fieldType: 'tel',
        icon: 'builtin:whatsapp',
        placeholder: '98765 43210',
        hrefTemplate: 'https://wa.me/{digits}',
      },
    ],
  },
  {
    category: 'Website & app',
    types: [
      { name: 'Website', fieldType: 'url', icon: 'builtin:website', placeholder: 'https://www.example.com' },
      { name: 'App', fieldType: 'url', icon: 'builtin:app', placeholder: 'Play Store or App Store link' },
    ],
  },
  {
    category: 'Location',
    types: [
      {
        name: 'Google Maps location',
        fieldType: 'url',
        icon: 'builtin:maps',
        placeholder: 'https://maps.app.goo.gl/…',
      },
    ],
  },
  {
    category: 'Social media',
    types: [
      {
        name: 'Facebook',
        fieldType: 'url',
        icon: 'builtin:facebook',
        placeholder: 'https://facebook.com/yourpage',
      },
      {
        name: 'Instagram',
        fieldType: 'url',
        icon: 'builtin:instagram',
        placeholder: 'https://instagram.com/yourname',
      },
      {
        name: 'YouTube',
        fieldType: 'url',
        icon: 'builtin:youtube',
        placeholder: 'https://youtube.com/@yourchannel',
      },
      {
        name: 'LinkedIn',
        fieldType: 'url',
        icon: 'builtin:linkedin',
        placeholder: 'https://linkedin.com/in/yourname',
      },
      { name: 'X', fieldType: 'url', icon: 'builtin:x', placeholder: 'https://x.com/yourname' },
    ],
  },
  {
    category: 'Reviews',
    types: [
      {
        name: 'Google review',
        fieldType: 'url',
        icon: 'builtin:google-review',
        placeholder: 'https://g.page/r/…/review',
      },
    ],
  },
  {
    category: 'Local listing',
    types: [
      {
        name: 'Justdial',
        fieldType: 'url',
        icon: 'builtin:justdial',
        placeholder: 'https://www.justdial.com/…',
      },
      {
        name: 'IndiaMART',
        fieldType: 'url',
        icon: 'builtin:indiamart',
        placeholder: 'https://www.indiamart.com/…',
      },
    ],
  },
  {
    category: 'Food delivery',
    types: [
      { name: 'Zomato', fieldType: 'url', icon: 'builtin:zomato', placeholder: 'https://www.zomato.com/…' },
      { name: 'Swiggy', fieldType: 'url', icon: 'builtin:swiggy', placeholder: 'https://www.swiggy.com/…' },
    ],
  },
];

/**
 * Platform catalogues every installation needs (production too): business categories and the Link
 * Store. Idempotent and cheap: it only inserts when a catalogue is empty, so superadmin edits stay.
 */
export async function ensureCatalogues(db: Db): Promise<void> {
  const [cats] = await db.select({ n: sql<number>`count(*)::int` }).from(businessCategories);
  if (!cats?.n)
    await db
      .insert(businessCategories)
      .values(
        BUSINESS_CATEGORY_NAMES.map((name, i) => ({
          name,
          imageSubcategoryId: slug(name),
          imageSubcategoryName: name,
          displayOrder: i,
        })),
      )
      .onConflictDoNothing();
  // One transaction, so a start killed half way does not leave a half-made Link Store for good.
  await inSeedTransaction(db, 'link-store', async (tx) => {
    const [links] = await tx.select({ n: sql<number>`count(*)::int` }).from(linkCategories);
    if (links?.n) return;
    for (const [i, group] of LINK_STORE_SEED.entries()) {
      const [cat] = await tx
        .insert(linkCategories)
        .values({ name: group.category, displayOrder: i })
        .returning({ id: linkCategories.id });
      if (!cat) continue;
      await tx.insert(linkTypes).values(
        group.types.map((t, j) => ({
          ...t,
          hrefTemplate: t.hrefTemplate ?? null,
          linkCategoryId: cat.id,
          displayOrder: j,
        })),
      );
    }
  });
}

/* ---------------- demo card ---------------- */

/** Fixed upload names for the demo card's pictures, generated into storage on a demo start. */
const demoRef = (slot: string, n: number) =>
  `card/${slot}/00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const DEMO_MEDIA = {
  logo: demoRef('logo', 1),
  cover: demoRef('cover', 2),
  products: [demoRef('product', 3), demoRef('product', 4), demoRef('product', 5)],
  gallery: [demoRef('gallery', 6), demoRef('gallery', 7), demoRef('gallery', 8)],
} as const;

/** Demo Traders' complete, published card at /demo-traders: every section, the Banner template. */
export async function seedDemoCard(
  db: Db,
  ids: { demoAgencyId: string; businessId: string; customerId: string },
) {
  await ensureCatalogues(db);
  const [existing] = await db
    .select({ id: cards.id })
    .from(cards)
    .where(eq(cards.businessId, ids.businessId))
    .limit(1);
  if (existing) return;
  const types = await db.select({ id: linkTypes.id, name: linkTypes.name }).from(linkTypes);
  const typeId = (name: string) => types.find((t) => t.name === name)?.id ?? '';
  const [category] = await db
    .select({ id: businessCategories.id })
    .from(businessCategories)
    .where(eq(businessCategories.name, 'Grocery & Kirana'));
  if (category)
    await db
      .update(businesses)
      .set({ categoryId: category.id, logoKey: DEMO_MEDIA.logo })
      .where(eq(businesses.id, ids.businessId));
  const content = {
    basicDetails: basicDetailsSchema.parse({
      title: 'Mr.',
      name: 'Rakesh Sharma',
      designation: 'Proprietor',
      companyName: 'Demo Traders',
      tagline: 'Wholesale groceries, dry fruits and spices since 1998',
      phoneNumbers: ['9000000010', '079 2658 1234'],
      whatsappNumber: '9000000010',
      emails: ['hello@demotraders.example'],
      website: 'https://demotraders.example',
      address: {
        line1: '12, MG Road',
        line2: 'Near Town Hall',
        city: 'Ahmedabad',
        state: 'Gujarat',
        pincode: '380009',
      },
      location: { lat: 23.0225, lng: 72.5714 },
      logo: DEMO_MEDIA.logo,
      coverImage: DEMO_MEDIA.cover,
    }),
    paymentOptions: paymentOptionsSchema.parse({
      upiId: 'demotraders@okaxis',
      payeeName: 'Demo Traders',
      bankAccount: {
        accountHolderName: 'Demo Traders',
        accountNumber: '50200012345678',
        ifsc: 'HDFC0000123',
        bankName: 'HDFC Bank',
        branch: 'MG Road, Ahmedabad',
        accountType: 'Current',
      },
    }),
    youtubeVideos: youtubeVideosSchema.parse({
      videos: [{ url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', title: 'A walk through our warehouse' }],
    }),
    socialLinks: socialLinksSchema.parse({
      links: [
        { platform: 'facebook', url: 'https://facebook.com/demotraders' },
        { platform: 'instagram', url: 'https://instagram.com/demotraders' },
        { platform: 'youtube', url: 'https://youtube.com/@demotraders' },
      ],
    }),
    template: templateSchema.parse({ templateCode: 'style-2', themeColor: '#c2410c' }),
    aboutUs: aboutUsSchema.parse({
      html: '<p>Demo Traders supplies <b>quality groceries, dry fruits and spices</b> to over 500 shops and households across Ahmedabad.</p><ul><li>Same-day delivery in the city</li><li>Wholesale rates on bulk orders</li><li>FSSAI licensed warehouse</li></ul>',
      yearOfEstablishment: 1998,
      natureOfBusiness: 'Wholesaler',
    }),
    products: productsSchema.parse({
      items: [
        {
          name: 'California Almonds',
          price: 89900,
          priceUnit: 'per kg',
          description: 'Premium grade, crunchy and fresh.',
          image: DEMO_MEDIA.products[0],
        },
        {
          name: 'Basmati Rice',
          price: 12000,
          priceUnit: 'per kg',
          description: 'Aged long-grain rice.',
          image: DEMO_MEDIA.products[1],
        },
        {
          name: 'Kashmiri Saffron',
          price: 32000,
          priceUnit: 'per gram',
          description: 'Grade A kesar.',
          image: DEMO_MEDIA.products[2],
        },
        {
          name: 'Festival gift hampers',
          description: 'Custom hampers for Diwali and weddings; price on request.',
        },
      ],
    }),
    links: linksSchema.parse({
      items: [
        { linkTypeId: typeId('WhatsApp'), value: '+919000000010', label: 'Order on WhatsApp' },
        {
          linkTypeId: typeId('Google Maps location'),
          value: 'https://maps.google.com/?q=23.0225,72.5714',
          label: 'Find our shop',
        },
        {
          linkTypeId: typeId('Google review'),
          value: 'https://g.page/r/demotraders/review',
          label: 'Review us on Google',
        },
        { linkTypeId: typeId('Justdial'), value: 'https://www.justdial.com/Ahmedabad/Demo-Traders' },
        { linkTypeId: typeId('Swiggy'), value: 'https://www.swiggy.com/instamart' },
      ].filter((l) => l.linkTypeId),
    }),
    gallery: gallerySchema.parse({
      images: DEMO_MEDIA.gallery.map((image, i) => ({
        image,
        caption: ['Our shop front', 'Warehouse', 'Festive packing'][i],
      })),
    }),
  };
  await db.insert(cards).values({
    agencyId: ids.demoAgencyId,
    businessId: ids.businessId,
    cardId: 'demo-traders',
    ...content,
    settings: settingsSchema.parse({
      cardId: 'demo-traders',
      display: 'all-details',
      seo: {
        title: 'Demo Traders – wholesale groceries in Ahmedabad',
        description: 'Call, WhatsApp, pay by UPI or save our contact.',
      },
      published: true,
      // Its page in English, and in Hindi at /demo-traders/hi (issue 16).
      languages: ['en', 'hi'],
    }),
    createdByUserId: ids.customerId,
  });
}

/** Draws the demo card's pictures (logo, cover, products, gallery) into storage when they are missing. */
export async function ensureDemoCardMedia(storage: Storage): Promise<void> {
  // Each picture's widest variant is written last: when it is there, so is the rest of that picture.
  const widest = IMAGE_VARIANT_WIDTHS[IMAGE_VARIANT_WIDTHS.length - 1] ?? 960;
  const picture = (w: number, h: number, from: string, to: string, text: string, size: number) =>
    sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/><text x="50%" y="55%" text-anchor="middle" font-family="Noto Sans, sans-serif" font-weight="700" font-size="${size}" fill="#ffffff">${text}</text></svg>`,
      ),
    )
      .png()
      .toBuffer();
  // Drawn only when missing: each start of the server, and each test's app, finds them in storage.
  const all: [string, () => Promise<Buffer>][] = [
    [DEMO_MEDIA.logo, () => picture(512, 512, '#c2410c', '#7c2d12', 'DT', 220)],
    [DEMO_MEDIA.cover, () => picture(1280, 720, '#f59e0b', '#7c2d12', 'Demo Traders', 120)],
    [DEMO_MEDIA.products[0], () => picture(800, 800, '#a16207', '#451a03', 'Almonds', 110)],
    [DEMO_MEDIA.products[1], () => picture(800, 800, '#65a30d', '#1a2e05', 'Basmati', 110)],
    [DEMO_MEDIA.products[2], () => picture(800, 800, '#dc2626', '#450a0a', 'Saffron', 110)],
    [DEMO_MEDIA.gallery[0], () => picture(960, 960, '#0ea5e9', '#0c4a6e', 'Shop', 140)],
    [DEMO_MEDIA.gallery[1], () => picture(960, 960, '#8b5cf6', '#2e1065', 'Warehouse', 120)],
    [DEMO_MEDIA.gallery[2], () => picture(960, 960, '#ec4899', '#500724', 'Gifts', 140)],
  ];
  await Promise.all(
    all.map(async ([ref, draw]) => {
      if (await storage.get(variantKey(ref, widest))) return;
      const body = await draw();
      await storage.put(`${ref}.png`, body, 'image/png');
      await putImageVariants(storage, ref, body);
    }),
  );
}
