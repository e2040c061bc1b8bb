import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { Card, CardPreviewBody } from '@panel/shared/schemas/card.ts';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { readCardEditQuery } from '@/lib/card-routes';
import { useUnsavedChangesPrompt } from '@/lib/use-unsaved-changes';
import { cardQuery } from './api/get-card';
import { CardPreviewFrame } from './card-preview-frame';
import { SharePanel } from './share-panel';
import { AboutUsSection } from './sections/about-us-section';
import { BasicDetailsSection } from './sections/basic-details-section';
import { GallerySection } from './sections/gallery-section';
import { LinksSection } from './sections/links-section';
import { PaymentOptionsSection } from './sections/payment-options-section';
import { ProductsSection } from './sections/products-section';
import { SettingsSection } from './sections/settings-section';
import { SocialLinksSection } from './sections/social-links-section';
import { TemplateSection } from './sections/template-section';
import { YoutubeVideosSection } from './sections/youtube-videos-section';
import { useTranslation } from 'react-i18next';

/** /panel/customer/cards/edit?<base64 cardNo[&showLinksCoachmark=true]> */
export default function EditCardPage() {
  const { t } = useTranslation('cards');
  const { search } = useLocation();
  const target = readCardEditQuery(search);
  const card = useQuery({ ...cardQuery(target?.cardNo ?? 0), enabled: target !== null });
  if (!target) return <EmptyState title={t('editor.noCardTitle')} text={t('editor.noCardText')} />;
  if (card.isPending) return <LoadingState label={t('editor.loadingCard')} />;
  if (card.isError) return <ErrorState error={card.error} onRetry={() => void card.refetch()} />;
  return <CardEditor card={card.data} showLinksCoachmark={target.showLinksCoachmark === true} />;
}

/** How the unsaved-changes prompt names each section (the draft keys of the sections → catalogue keys). */
const SECTION_LABELS: Record<string, string> = {
  basicDetails: 'sectionName.basicDetails',
  paymentOptions: 'sectionName.paymentOptions',
  youtubeVideos: 'sectionName.youtubeVideos',
  socialLinks: 'sectionName.socialLinks',
  template: 'sectionName.template',
  aboutUs: 'sectionName.aboutUs',
  products: 'sectionName.products',
  links: 'sectionName.links',
  gallery: 'sectionName.gallery',
  settings: 'sectionName.settings',
};

type PanelId =
  | 'basic'
  | 'payment'
  | 'videos'
  | 'social'
  | 'template'
  | 'about'
  | 'products'
  | 'links'
  | 'gallery'
  | 'settings';

/**
 * The card editor: every section as its own saved form on the left, the live phone-sized preview
 * on the right (on phones, an Edit / Preview tab pair). Valid unsaved drafts feed the preview.
 */
function CardEditor({ card, showLinksCoachmark }: { card: Card; showLinksCoachmark: boolean }) {
  const { t } = useTranslation('cards');
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [tab, setTab] = useState<'edit' | 'preview'>('edit');
  const [open, setOpen] = useState<PanelId | null>(
    showLinksCoachmark ? 'links' : card.basicDetails ? null : 'basic',
  );
  const [coachmark, setCoachmark] = useState(showLinksCoachmark);
  const linksRef = useRef<HTMLDivElement>(null);
  const [drafts, setDrafts] = useState<Record<string, unknown>>({});
  // Which sections have unsaved edits, as each section last reported (read when someone leaves).
  const dirty = useRef<Record<string, boolean>>({});

  const onDraft = useCallback((key: string, value: unknown, isDirty: boolean) => {
    setDrafts((d) => (d[key] === value ? d : { ...d, [key]: value }));
    dirty.current[key] = isDirty;
  }, []);
  const unsaved = useCallback(
    () =>
      Object.entries(dirty.current)
        .filter(([, isDirty]) => isDirty)
        .map(([key]) => (SECTION_LABELS[key] ? t(SECTION_LABELS[key]) : key)),
    [t],
  );
  useUnsavedChangesPrompt(unsaved);

  useEffect(() => {
    if (showLinksCoachmark) linksRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [showLinksCoachmark]);

  const toggle = (id: PanelId) => () => setOpen((o) => (o === id ? null : id));
  const defined = Object.fromEntries(Object.entries(drafts).filter(([, v]) => v !== undefined));
  const previewBody = { cardNo: card.cardNo, ...defined } as CardPreviewBody;
  const props = (id: PanelId) => ({ card, onDraft, expanded: open === id, onToggle: toggle(id) });
  // Each section's props, worked out before the markup (the ids are codes, not texts).
  const panel = {
    basic: props('basic'),
    links: props('links'),
    template: props('template'),
    payment: props('payment'),
    social: props('social'),
    videos: props('videos'),
    about: props('about'),
    products: props('products'),
    gallery: props('gallery'),
    settings: props('settings'),
  };

  const sections = (
    <Stack spacing={1.5}>
      <SharePanel card={card} />
      <BasicDetailsSection {...panel.basic} />
      <LinksSection
        {...panel.links}
        coachmark={coachmark}
        onDismissCoachmark={() => setCoachmark(false)}
        panelRef={linksRef}
      />
      <TemplateSection {...panel.template} />
      <PaymentOptionsSection {...panel.payment} />
      <SocialLinksSection {...panel.social} />
      <YoutubeVideosSection {...panel.videos} />
      <AboutUsSection {...panel.about} />
      <ProductsSection {...panel.products} />
      <GallerySection {...panel.gallery} />
      <SettingsSection {...panel.settings} />
    </Stack>
  );
  const preview = <CardPreviewFrame body={previewBody} title={t('editor.previewTitle')} />;

  if (wide)
    return (
      <Grid container spacing={3}>
        <Grid size={{ md: 7, lg: 7.5 }}>{sections}</Grid>
        <Grid size={{ md: 5, lg: 4.5 }}>
          <Box sx={{ position: 'sticky', top: 80 }}>{preview}</Box>
        </Grid>
      </Grid>
    );
  return (
    <>
      <Tabs
        value={tab}
        onChange={(_, v: 'edit' | 'preview') => setTab(v)}
        variant="fullWidth"
        sx={{ mb: 1.5 }}
      >
        <Tab value="edit" label={t('editor.editTab')} />
        <Tab value="preview" label={t('editor.previewTab')} />
      </Tabs>
      <Box hidden={tab !== 'edit'}>{sections}</Box>
      {tab === 'preview' && preview}
    </>
  );
}
