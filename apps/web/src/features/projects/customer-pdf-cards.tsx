import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { PdfCard } from '@panel/shared/schemas/pdf-card.ts';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { errorMessage } from '@/lib/api-client';
import { dialogs } from '@/lib/dialogs';
import { businessPdfCardsQuery, downloadPdfCard, exportPdfCards, usePdfCardAdmin } from '@/lib/pdf-cards';
import { useTranslation } from 'react-i18next';
import { useOpenUpgrade } from '@/lib/open-upgrade';

/** My Projects → PDF ID cards: the business's cards, with download, buy, edit, print sheet and delete. */
export function CustomerPdfCards({ businessId, businessName }: { businessId: string; businessName: string }) {
  const { t } = useTranslation('projects');
  const cards = useQuery(businessPdfCardsQuery(businessId));
  const remove = usePdfCardAdmin();
  const openUpgrade = useOpenUpgrade();
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const editor = `/customer/pdf-card-templates?businessId=${encodeURIComponent(businessId)}`;
  const run = async (work: () => Promise<void>, done?: string) => {
    try {
      await work();
      if (done) setNotice({ kind: 'success', text: done });
    } catch (error) {
      setNotice({ kind: 'error', text: errorMessage(error) });
    }
  };
  const buy = (c: PdfCard) => {
    openUpgrade({ pdfCardNo: c.pdfCardNo, upgradeLayer: 'pdf-card' });
  };
  if (cards.isPending) return <LoadingState label={t('pdf.loading')} />;
  if (cards.isError) return <ErrorState error={cards.error} onRetry={() => void cards.refetch()} />;
  const list = cards.data.list;
  const create = (
    <Button variant="contained" component={RouterLink} to={editor}>
      {t('pdf.create')}
    </Button>
  );
  if (list.length === 0)
    return (
      <EmptyState
        title={t('pdf.emptyTitle')}
        text={t('pdf.customerEmptyText', { business: businessName })}
        action={create}
      />
    );
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1}>
        {create}
        <Button variant="outlined" onClick={() => void run(() => exportPdfCards({ businessId }))}>
          {t('pdf.printSheet')}
        </Button>
      </Stack>
      {notice && (
        <Alert severity={notice.kind} onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      <Paper variant="outlined">
        <List aria-label={t('pdf.list')}>
          {list.map((c) => (
            <ListItem key={c.pdfCardNo} divider>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ width: '100%', alignItems: { sm: 'center' } }}
              >
                <ListItemText
                  primary={`${c.basicDetails.name}${c.basicDetails.designation ? ` · ${c.basicDetails.designation}` : ''}`}
                  secondary={t('pdf.secondary', { no: String(c.pdfCardNo), company: c.companyName })}
                />
                <Chip
                  size="small"
                  color={c.isPaid ? 'success' : 'warning'}
                  label={c.isPaid ? t('pdf.paid') : t('pdf.sample')}
                />
                <Button component={RouterLink} to={`${editor}&pdfCardNo=${c.pdfCardNo}`}>
                  {t('action.edit')}
                </Button>
                <Button
                  variant="outlined"
                  aria-label={t('pdf.downloadAria', { file: `${c.pdfCardNo}.pdf` })}
                  onClick={() => void run(() => downloadPdfCard(c.pdfCardNo))}
                >
                  {t('action.download')}
                </Button>
                {!c.isPaid && <Button onClick={() => buy(c)}>{t('pdf.buy')}</Button>}
                <Button
                  color="error"
                  aria-label={t('pdf.deleteAria', { no: String(c.pdfCardNo) })}
                  onClick={() =>
                    void dialogs
                      .confirm({
                        title: t('pdf.deleteTitle'),
                        message: t('pdf.customerDeleteMessage', { name: c.basicDetails.name }),
                        confirmLabel: t('action.delete'),
                      })
                      .then((ok) =>
                        ok
                          ? run(
                              () =>
                                remove
                                  .mutateAsync({ call: 'deletePdfCard', body: { pdfCardNo: c.pdfCardNo } })
                                  .then(() => undefined),
                              t('pdf.deleted', { no: String(c.pdfCardNo) }),
                            )
                          : undefined,
                      )
                  }
                >
                  {t('action.delete')}
                </Button>
              </Stack>
            </ListItem>
          ))}
        </List>
      </Paper>
    </Stack>
  );
}
