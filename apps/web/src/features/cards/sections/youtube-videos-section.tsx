import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { youtubeVideosSchema } from '@panel/shared/schemas/card.ts';
import { muiField } from '@/lib/forms';
import { ListItemControls } from '../list-item-controls';
import { SectionPanel } from '../section-panel';
import { sectionResolver, useDraft } from '../section-form';
import { useSectionSave } from '../use-section-save';
import type { SectionProps } from './section-props';
import { useTranslation } from 'react-i18next';

/** An example of a link's shape, not a text. */
const LINK_EXAMPLE = 'https://youtu.be/…';

interface Form {
  videos: { url: string; title: string }[];
}

/** YouTube videos: any usual YouTube link shape; each must name a video. */
export function YoutubeVideosSection({ card, onDraft, expanded, onToggle }: SectionProps) {
  const { t } = useTranslation('cards');
  const form = useForm<Form, unknown, z.output<typeof youtubeVideosSchema>>({
    resolver: sectionResolver(youtubeVideosSchema),
    defaultValues: {
      videos: (card.youtubeVideos?.videos ?? []).map((v) => ({ url: v.url, title: v.title ?? '' })),
    },
  });
  useDraft(form.control, youtubeVideosSchema, 'youtubeVideos', onDraft);
  // The stored form carries the derived videoId; the call takes url and title.
  const { onSubmit, saving, status } = useSectionSave(
    'youtubeVideos',
    card.cardNo,
    form,
    t('videos.saved'),
    (v) => ({
      videos: v.videos.map(({ url, title }) => ({ url, title })),
    }),
  );
  const list = useFieldArray({ control: form.control, name: 'videos' });
  const e = form.formState.errors.videos;
  const count = card.youtubeVideos?.videos.length ?? 0;
  return (
    <SectionPanel
      id="youtube-videos"
      title={t('sectionName.youtubeVideos')}
      summary={count ? t('videos.count', { count }) : t('videos.summary')}
      expanded={expanded}
      onToggle={onToggle}
      onSubmit={onSubmit}
      saving={saving}
      status={status}
    >
      {list.fields.map((item, i) => (
        <Stack
          key={item.id}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <TextField
            label={t('videos.link', { n: i + 1 })}
            placeholder={LINK_EXAMPLE}
            fullWidth
            {...muiField(form.register(`videos.${i}.url`), e?.[i]?.url)}
          />
          <TextField
            label={t('videos.title')}
            fullWidth
            {...muiField(form.register(`videos.${i}.title`), e?.[i]?.title)}
          />
          <ListItemControls
            index={i}
            count={list.fields.length}
            label={t('videos.item', { n: i + 1 })}
            onMove={list.move}
            onRemove={list.remove}
          />
        </Stack>
      ))}
      {list.fields.length < 10 && (
        <Button
          startIcon={<Add />}
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => list.append({ url: '', title: '' })}
        >
          {t('videos.add')}
        </Button>
      )}
    </SectionPanel>
  );
}
