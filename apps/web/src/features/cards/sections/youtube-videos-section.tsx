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

interface Form {
  videos: { url: string; title: string }[];
}

/** YouTube videos: any usual YouTube link shape; each must name a video. */
export function YoutubeVideosSection({ card, onDraft, expanded, onToggle }: SectionProps) {
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
    'YouTube videos saved.',
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
      title="YouTube videos"
      summary={count ? `${count} video${count > 1 ? 's' : ''}` : 'Show your videos on the card'}
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
            label={`Video link ${i + 1}`}
            placeholder="https://youtu.be/…"
            fullWidth
            {...muiField(form.register(`videos.${i}.url`), e?.[i]?.url)}
          />
          <TextField
            label="Title"
            fullWidth
            {...muiField(form.register(`videos.${i}.title`), e?.[i]?.title)}
          />
          <ListItemControls
            index={i}
            count={list.fields.length}
            label={`video ${i + 1}`}
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
          Add video
        </Button>
      )}
    </SectionPanel>
  );
}
