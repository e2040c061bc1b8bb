import Close from '@mui/icons-material/Close';
import Download from '@mui/icons-material/Download';
import Share from '@mui/icons-material/Share';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  GREETING_TEXTS,
  type GreetingEntitlements,
  type ImagePost,
} from '@panel/shared/schemas/image-post.ts';
import { cardsByBusinessQuery } from '@/lib/cards-by-business';
import type { BusinessSummary } from '@/lib/current-business';
import { renderGreetingImageQuery } from './api/render-greeting-image';
import {
  editorSchema,
  outputRatio,
  prefilledFrameTexts,
  renderBodyOf,
  visibleFrames,
  type EditorInput,
  type EditorOutput,
  type ResultProps,
} from './editor-form';
import { FrameOptions } from './frame-options';
import { RenderProblem } from './limit-message';
import { readFrameChoices, saveFrameChoices, type FrameChoices } from './frame-choices';
import { addRecentDownload } from './recent-downloads';
import { downloadFile, extensionOf, fetchFile, greetingFileName, shareOrDownload } from '@/lib/save-or-share';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { UsageLine } from './usage-line';
import { VideoMaker } from './video-maker';
import { useTranslation } from 'react-i18next';
import { useOpenUpgrade } from '@/lib/open-upgrade';

/**
 * Opens a post to brand it: frame and details on the left (below on a phone), the server's branded
 * render as a live preview, then Download or Share. Video posts make the video as a job instead.
 */
export function PostEditorDialog({
  post,
  business,
  entitlements,
  onClose,
}: {
  post: ImagePost;
  business: BusinessSummary;
  entitlements: GreetingEntitlements | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('greetings');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const frames = visibleFrames(entitlements?.frameVisibility);
  const [remembered] = useState(() => readFrameChoices(business.businessId));
  const form = useForm<EditorInput, unknown, EditorOutput>({
    resolver: zodResolver(editorSchema),
    defaultValues: {
      imageId: post.imageId,
      businessId: business.businessId,
      frame:
        remembered.frame && frames.includes(remembered.frame) ? remembered.frame : (frames[0] ?? 'regular'),
      details: remembered.details?.length ? remembered.details : ['logo', 'name', 'phone'],
      ...(remembered.partyId ? { partyId: remembered.partyId } : {}),
    },
  });
  const values = useWatch({ control: form.control });
  const parsed = editorSchema.safeParse(values);
  const choices = parsed.success
    ? JSON.stringify({ frame: parsed.data.frame, details: parsed.data.details, partyId: parsed.data.partyId })
    : null;
  useEffect(() => {
    if (choices) saveFrameChoices(business.businessId, JSON.parse(choices) as FrameChoices);
  }, [choices, business.businessId]);
  const isVideo = post.mediaType === 'VIDEO';
  const cards = useQuery({ ...cardsByBusinessQuery(business.businessId), meta: { handlesErrors: true } });
  const prefilled = prefilledFrameTexts(cards.data?.[0], business);
  // Preview, download, share and video all draw this one body.
  const body = parsed.success ? renderBodyOf(parsed.data, prefilled) : null;

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby="post-editor-title"
    >
      <DialogTitle id="post-editor-title" sx={{ pr: 6 }}>
        {post.imageSubcategoryName}
        <IconButton aria-label={t('close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {frames.length === 0 ? (
          <Alert severity="info">{t('editor.noFrame')}</Alert>
        ) : (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <Box sx={{ flex: '1 1 55%', minWidth: 0 }}>
              {isVideo ? (
                <VideoMaker
                  post={post}
                  body={body}
                  businessName={business.businessName}
                  onUpgrade={onClose}
                  validate={form.trigger}
                />
              ) : (
                <ImageResult
                  post={post}
                  body={body}
                  businessName={business.businessName}
                  onUpgrade={onClose}
                  validate={form.trigger}
                />
              )}
              {entitlements && <UsageLine entitlements={entitlements} kind={isVideo ? 'videos' : 'images'} />}
            </Box>
            <Box sx={{ flex: '1 1 45%' }}>
              <FrameOptions
                control={form.control}
                businessId={business.businessId}
                frames={frames}
                prefilled={prefilled}
              />
            </Box>
          </Stack>
        )}
      </DialogContent>
    </Dialog>
  );
}

function ImageResult({ post, body, businessName, onUpgrade, validate }: ResultProps) {
  const { t } = useTranslation('greetings');
  const queryClient = useQueryClient();
  const settled = useDebouncedValue(body, 350);
  const preview = useQuery({
    ...renderGreetingImageQuery({ ...(settled ?? placeholderBody(post)), preview: true }),
    enabled: settled !== null,
  });
  const openUpgrade = useOpenUpgrade();
  // Greeting images are not in the plan: the preview is watermarked, and the buttons lead to upgrading.
  const watermarked = preview.data?.watermarked === true;
  const upgrade = () => {
    onUpgrade();
    openUpgrade();
  };
  const [busy, setBusy] = useState<'download' | 'share' | null>(null);
  const [problem, setProblem] = useState<unknown>(null);
  const [done, setDone] = useState<string | null>(null);

  const deliver = async (how: 'download' | 'share') => {
    setProblem(null);
    setDone(null);
    if (watermarked) {
      upgrade();
      return;
    }
    if (!body) {
      await validate();
      return;
    }
    setBusy(how);
    try {
      const result = await queryClient.fetchQuery(renderGreetingImageQuery(body));
      const file = await fetchFile(
        result.url,
        greetingFileName(businessName, post.imageSubcategoryName, extensionOf(result.url)),
      );
      if (how === 'download') downloadFile(file);
      const outcome = how === 'share' ? await shareOrDownload(file, post.imageSubcategoryName) : 'downloaded';
      if (outcome !== 'cancelled') {
        addRecentDownload(body.businessId, post.imageId);
        setDone(outcome === 'shared' ? t('editor.shared') : t('editor.downloaded'));
      }
      await queryClient.invalidateQueries({ queryKey: ['greetings', 'entitlements', body.businessId] });
    } catch (error) {
      setProblem(error);
    } finally {
      setBusy(null);
    }
  };

  const error = problem ?? (preview.isError ? preview.error : null);
  return (
    <Stack spacing={1.5}>
      <Box
        sx={{
          position: 'relative',
          width: '100%',
          maxWidth: post.frameShape === 'STORY' ? 320 : 480,
          mx: 'auto',
          aspectRatio: outputRatio(post),
          bgcolor: 'grey.100',
          borderRadius: 1,
          overflow: 'hidden',
        }}
      >
        <Box
          component="img"
          src={preview.data?.url ?? post.previewUrl ?? undefined}
          alt={preview.data ? t('editor.brandedAlt') : t('editor.previewAlt')}
          sx={{
            width: '100%',
            height: '100%',
            objectFit: 'contain',
            display: 'block',
            opacity: preview.data ? 1 : 0.5,
          }}
        />
        {preview.isFetching && (
          <CircularProgress
            aria-label={t('editor.making')}
            sx={{ position: 'absolute', inset: 0, m: 'auto' }}
          />
        )}
      </Box>
      {watermarked && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={upgrade}>
              {t('upgrade')}
            </Button>
          }
        >
          {t('texts.previewOnly', { defaultValue: GREETING_TEXTS.previewOnly })}
        </Alert>
      )}
      {error ? <RenderProblem error={error} onUpgrade={onUpgrade} /> : null}
      {done && <Alert severity="success">{done}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button
          fullWidth
          variant="contained"
          startIcon={busy === 'download' ? <CircularProgress size={18} color="inherit" /> : <Download />}
          disabled={busy !== null}
          onClick={() => void deliver('download')}
        >
          {t('editor.download')}
        </Button>
        <Button
          fullWidth
          variant="outlined"
          startIcon={busy === 'share' ? <CircularProgress size={18} /> : <Share />}
          disabled={busy !== null}
          onClick={() => void deliver('share')}
        >
          {t('editor.share')}
        </Button>
      </Stack>
      {!body && (
        <Typography variant="body2" color="text.secondary">
          {t('editor.finishChoosing')}
        </Typography>
      )}
    </Stack>
  );
}

/** A body for the disabled preview query while the form is incomplete (never sent). */
const placeholderBody = (post: ImagePost): EditorOutput => ({
  imageId: post.imageId,
  businessId: '',
  frame: 'regular',
  details: [],
});
