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
import { Link as RouterLink, useNavigate } from 'react-router';
import type { PdfCard } from '@panel/shared/schemas/pdf-card.ts';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { errorMessage } from '@/lib/api-client';
import { dialogs } from '@/lib/dialogs';
import { businessPdfCardsQuery, downloadPdfCard, exportPdfCards, usePdfCardAdmin } from '@/lib/pdf-cards';

/** My Projects → PDF ID cards: the business's cards, with download, buy, edit, print sheet and delete. */
export function CustomerPdfCards({ businessId, businessName }: { businessId: string; businessName: string }) {
  const cards = useQuery(businessPdfCardsQuery(businessId));
  const remove = usePdfCardAdmin();
  const navigate = useNavigate();
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
    void navigate({ hash: '#upgrade' }, { state: { pdfCardNo: c.pdfCardNo } });
    void navigate({ hash: '#upgrade' }, { state: { pdfCardNo: c.pdfCardNo, upgradeLayer: 'pdf-card' } });
  };
  if (cards.isPending) return <LoadingState label="Loading PDF ID cards" />;
  if (cards.isError) return <ErrorState error={cards.error} onRetry={() => void cards.refetch()} />;
  const list = cards.data.list;
  const create = (
    <Button variant="contained" component={RouterLink} to={editor}>
      Create PDF ID card
    </Button>
  );
  if (list.length === 0)
    return (
      <EmptyState
        title="No PDF ID cards yet"
        text={`Make ID cards for ${businessName} and its staff.`}
        action={create}
      />
    );
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1}>
        {create}
        <Button variant="outlined" onClick={() => void run(() => exportPdfCards({ businessId }))}>
          Print sheet (A4, 10 per page)
        </Button>
      </Stack>
      {notice && (
        <Alert severity={notice.kind} onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      <Paper variant="outlined">
        <List aria-label="PDF ID cards">
          {list.map((c) => (
            <ListItem key={c.pdfCardNo} divider>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ width: '100%', alignItems: { sm: 'center' } }}
              >
                <ListItemText
                  primary={`${c.basicDetails.name}${c.basicDetails.designation ? ` · ${c.basicDetails.designation}` : ''}`}
                  secondary={`No. ${c.pdfCardNo} · ${c.companyName}`}
                />
                <Chip
                  size="small"
                  color={c.isPaid ? 'success' : 'warning'}
                  label={c.isPaid ? 'Paid' : 'Sample'}
                />
                <Button component={RouterLink} to={`${editor}&pdfCardNo=${c.pdfCardNo}`}>
                  Edit
                </Button>
                <Button
                  variant="outlined"
                  aria-label={`Download ${c.pdfCardNo}.pdf`}
                  onClick={() => void run(() => downloadPdfCard(c.pdfCardNo))}
                >
                  Download
                </Button>
                {!c.isPaid && <Button onClick={() => buy(c)}>Buy</Button>}
                <Button
                  color="error"
                  aria-label={`Delete PDF ID card ${c.pdfCardNo}`}
                  onClick={() =>
                    void dialogs
                      .confirm({
                        title: 'Delete PDF ID card',
                        message: `Delete the PDF ID card of ${c.basicDetails.name}?`,
                        confirmLabel: 'Delete',
                      })
                      .then((ok) =>
                        ok
                          ? run(
                              () =>
                                remove
                                  .mutateAsync({ call: 'deletePdfCard', body: { pdfCardNo: c.pdfCardNo } })
                                  .then(() => undefined),
                              `PDF ID card ${c.pdfCardNo} was deleted.`,
                            )
                          : undefined,
                      )
                  }
                >
                  Delete
                </Button>
              </Stack>
            </ListItem>
          ))}
        </List>
      </Paper>
    </Stack>
  );
}
