import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { PdfCardFormat } from '@panel/shared/schemas/pdf-card.ts';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { useCurrentBusiness } from '@/lib/current-business';
import { pdfCardTemplatesQuery } from '@/lib/pdf-cards';
import { agencyDetailsQuery } from '@/lib/session';
import { BulkCreateDialog } from './bulk-create-dialog';
import { PdfCardEditor } from './pdf-card-editor';
import { useTranslation } from 'react-i18next';

/** Catalogue keys of the card formats. */
export const FORMAT_NAMES: Record<PdfCardFormat, string> = {
  'cr80-portrait': 'format.cr80-portrait',
  'cr80-landscape': 'format.cr80-landscape',
  'a4-profile': 'format.a4-profile',
};

/**
 * /panel/customer/pdf-card-templates?businessId=…: pick a template, then the editor opens on the same
 * page (…&template=code for a new card, …&pdfCardNo=N to edit one).
 */
export default function PdfCardTemplatesPage() {
  const { t } = useTranslation('pdf-cards');
  const [params] = useSearchParams();
  const { current, isPending } = useCurrentBusiness();
  const agency = useQuery(agencyDetailsQuery);
  const businessId = params.get('businessId') ?? current?.businessId ?? null;
  const template = params.get('template');
  const pdfCardNo = Number(params.get('pdfCardNo')) || null;
  if (agency.isPending || (isPending && !businessId))
    return <LoadingState label={t('page.loadingBusiness')} />;
  // The agency may not sell PDF ID cards (pdfCardConfig.enablePdfCardProduct): say so, call nothing.
  if (agency.data && !agency.data.configuration.pdfCardConfig.enablePdfCardProduct)
    return <EmptyState title={t('page.notOfferedTitle')} text={t('page.notOfferedText')} />;
  if (!businessId)
    return (
      <EmptyState
        title={t('page.noBusinessTitle')}
        text={t('page.noBusinessText')}
        action={
          <Button variant="contained" component={RouterLink} to="/customer/businesses/add">
            {t('page.addBusiness')}
          </Button>
        }
      />
    );
  if (template || pdfCardNo)
    return (
      <PdfCardEditor
        key={`${template}-${pdfCardNo}`}
        businessId={businessId}
        template={template}
        pdfCardNo={pdfCardNo}
      />
    );
  return <TemplatePicker businessId={businessId} />;
}

function TemplatePicker({ businessId }: { businessId: string }) {
  const { t } = useTranslation('pdf-cards');
  const templates = useQuery(pdfCardTemplatesQuery);
  const [bulkOpen, setBulkOpen] = useState(false);
  if (templates.isPending) return <LoadingState label={t('page.loadingTemplates')} />;
  if (templates.isError)
    return <ErrorState error={templates.error} onRetry={() => void templates.refetch()} />;
  const q = (code: string) =>
    `?businessId=${encodeURIComponent(businessId)}&template=${encodeURIComponent(code)}`;
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h5" component="h1">
          {t('page.title')}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={() => setBulkOpen(true)}>
            {t('page.fromCsv')}
          </Button>
          <Button component={RouterLink} to="/customer/projects?projectType=pdf_id_card">
            {t('page.myCards')}
          </Button>
        </Stack>
      </Stack>
      <Grid container spacing={2}>
        {templates.data.list.map((tpl) => (
          <Grid key={tpl.code} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea
                component={RouterLink}
                to={q(tpl.code)}
                aria-label={t('page.useTemplate', { name: tpl.name })}
              >
                <CardMedia
                  component="img"
                  image={tpl.previewUrl}
                  alt={t('page.templatePreview', { name: tpl.name })}
                  loading="lazy"
                  sx={{ height: 220, objectFit: 'contain', bgcolor: 'grey.100', p: 1 }}
                />
                <CardContent>
                  <Typography variant="subtitle1" component="h2">
                    {tpl.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(FORMAT_NAMES[tpl.format])}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
      {bulkOpen && (
        <BulkCreateDialog
          businessId={businessId}
          templates={templates.data.list}
          onClose={() => setBulkOpen(false)}
        />
      )}
    </Stack>
  );
}
