import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { BUSINESS_NATURES } from '@panel/shared/schemas/business.ts';
import { aboutUsSchema } from '@panel/shared/schemas/card.ts';
import { muiField } from '@/lib/forms';
import { SectionPanel } from '../section-panel';
import { sectionResolver, useDraft } from '../section-form';
import { useSectionSave } from '../use-section-save';
import type { SectionProps } from './section-props';

interface Form {
  html: string;
  yearOfEstablishment: string;
  natureOfBusiness: string;
}

/**
 * A small formatted-text editor (bold, italic, bullet list). The browser's editing commands are
 * enough for these three; the server sanitises the HTML to an allow-list either way.
 */
function FormattedText({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (html: string) => void;
  label: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.innerHTML !== value) ref.current.innerHTML = value;
    // Only the first value is written in; afterwards the element is the source.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const run = (command: string) => {
    ref.current?.focus();
    document.execCommand(command);
    onChange(ref.current?.innerHTML ?? '');
  };
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Stack direction="row" sx={{ borderBottom: 1, borderColor: 'divider', px: 0.5 }}>
        <IconButton
          size="small"
          aria-label="Bold"
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => run('bold')}
        >
          <FormatBold fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label="Italic"
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => run('italic')}
        >
          <FormatItalic fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label="Bulleted list"
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => run('insertUnorderedList')}
        >
          <FormatListBulleted fontSize="small" />
        </IconButton>
      </Stack>
      <Box
        ref={ref}
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        contentEditable
        suppressContentEditableWarning
        onInput={(e) => onChange((e.target as HTMLDivElement).innerHTML)}
        sx={{ minHeight: 140, p: 1.5, outline: 'none', '& ul': { pl: 3 } }}
      />
    </Box>
  );
}

/** About us: formatted text, year of establishment and nature of business. */
export function AboutUsSection({ card, onDraft, expanded, onToggle }: SectionProps) {
  const form = useForm<Form, unknown, z.output<typeof aboutUsSchema>>({
    resolver: sectionResolver(aboutUsSchema),
    defaultValues: {
      html: card.aboutUs?.html ?? '',
      yearOfEstablishment: card.aboutUs?.yearOfEstablishment?.toString() ?? '',
      natureOfBusiness: card.aboutUs?.natureOfBusiness ?? '',
    },
  });
  useDraft(form.control, aboutUsSchema, 'aboutUs', onDraft);
  const { onSubmit, saving, status } = useSectionSave('aboutUs', card.cardNo, form, 'About us saved.');
  const e = form.formState.errors;
  return (
    <SectionPanel
      id="about-us"
      title="About us"
      summary="Tell visitors what you do"
      expanded={expanded}
      onToggle={onToggle}
      onSubmit={onSubmit}
      saving={saving}
      status={status}
    >
      <Controller
        control={form.control}
        name="html"
        render={({ field }) => (
          <FormattedText label="About us text" value={field.value} onChange={field.onChange} />
        )}
      />
      {e.html && <Typography color="error">{e.html.message}</Typography>}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label="Year of establishment"
            inputMode="numeric"
            fullWidth
            {...muiField(
              form.register('yearOfEstablishment', { setValueAs: (v: string) => (v === '' ? undefined : v) }),
              e.yearOfEstablishment,
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            control={form.control}
            name="natureOfBusiness"
            render={({ field }) => (
              <TextField select label="Nature of business" fullWidth {...field} inputRef={field.ref}>
                <MenuItem value="">
                  <em>Not specified</em>
                </MenuItem>
                {BUSINESS_NATURES.map((n) => (
                  <MenuItem key={n} value={n}>
                    {n}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
      </Grid>
    </SectionPanel>
  );
}
