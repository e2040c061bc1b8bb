import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEventHandler, ReactNode, Ref } from 'react';
import type { SaveStatus } from './section-form';
import { useTranslation } from 'react-i18next';

/**
 * One editor section: a collapsible panel holding its own form, saved on its own with a clear
 * success or error message beside the Save button.
 */
export function SectionPanel({
  id,
  title,
  summary,
  expanded,
  onToggle,
  onSubmit,
  saving,
  status,
  children,
  saveLabel,
  panelRef,
  highlight = false,
}: {
  id: string;
  title: string;
  summary?: string;
  expanded: boolean;
  onToggle: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  status: SaveStatus;
  children: ReactNode;
  saveLabel?: string;
  panelRef?: Ref<HTMLDivElement>;
  highlight?: boolean;
}) {
  const { t } = useTranslation('cards');
  return (
    <Accordion
      ref={panelRef}
      expanded={expanded}
      onChange={onToggle}
      disableGutters
      variant="outlined"
      sx={{
        '&:before': { display: 'none' },
        // Scrolled to (the Links coachmark), the header stays clear of the fixed top bar.
        scrollMarginTop: { xs: 72, sm: 80 },
        ...(highlight && { outline: '3px solid', outlineColor: 'warning.main', outlineOffset: 2 }),
      }}
      slotProps={{ transition: { unmountOnExit: false } }}
    >
      <AccordionSummary expandIcon={<ExpandMore />} aria-controls={`${id}-content`} id={`${id}-header`}>
        <Box sx={{ minWidth: 0 }}>
          {/* The summary sits in the accordion's own heading; spans keep the button's name readable. */}
          <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
            {title}
          </Typography>
          {summary && (
            <Typography
              component="span"
              variant="body2"
              color="text.secondary"
              noWrap
              sx={{ display: 'block' }}
            >
              {summary}
            </Typography>
          )}
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        <Box component="form" noValidate onSubmit={onSubmit} aria-label={title}>
          <Stack spacing={2}>
            {children}
            {status && (
              <Alert severity={status.kind} role={status.kind === 'error' ? 'alert' : 'status'}>
                {status.message}
              </Alert>
            )}
            <Box>
              <Button type="submit" variant="contained" disabled={saving}>
                {saving ? t('section.saving') : (saveLabel ?? t('section.save'))}
              </Button>
            </Box>
          </Stack>
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
