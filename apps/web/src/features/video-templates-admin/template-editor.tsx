import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ANIMATIONS,
  MAX_PRODUCT_IMAGES,
  MAX_SCENES,
  MAX_SLOTS_PER_SCENE,
  MUSIC_LIBRARY,
  SLOT_KINDS,
  VIDEO_CATEGORIES,
  VIDEO_RATIOS,
  type SaveVideoTemplateBody,
  type VideoTemplate,
} from '@panel/shared/schemas/video.ts';
import { ImageUploadField } from '@/components/image-upload-field';
import { errorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format-number';
import { useSaveVideoTemplate, videoTemplateQuery } from '@/lib/promo-videos';
import { ClipUploadField } from './clip-upload-field';

type Description = SaveVideoTemplateBody['description'];
type Scene = Description['scenes'][number];
type Slot = Scene['slots'][number];
type Style = NonNullable<Slot['style']>;

const DEFAULT_STYLE: Required<Style> = {
  color: '#ffffff',
  fontSize: 0.07,
  bold: true,
  align: 'center',
  background: null,
};
const newSlot = (duration: number): Slot => ({
  kind: 'businessName',
  box: { x: 0.1, y: 0.4, w: 0.8, h: 0.12 },
  start: 0,
  end: duration,
  animation: 'fade',
  style: { ...DEFAULT_STYLE },
});
const newScene = (): Scene => ({
  duration: 4,
  background: { type: 'color', color: '#1f2937' },
  slots: [newSlot(4)],
});
const blank = (): SaveVideoTemplateBody => ({
  name: '',
  category: 'sale-offer',
  popularity: 0,
  status: 'draft',
  description: {
    ratios: ['9*16'],
    music: { file: MUSIC_LIBRARY[0].file, volume: 0.8 },
    scenes: [newScene()],
  },
});
const fromTemplate = (t: VideoTemplate): SaveVideoTemplateBody => ({
  templateId: t.templateId,
  name: t.name,
  category: t.category,
  popularity: t.popularity,
  status: t.status,
  description: structuredClone(t.description),
});
const pct = (n: number) => Math.round(n * 1000) / 10;
/** A slot's box fields, with their labels' catalogue keys. */
const BOX_FIELDS = [
  ['x', 'slot.left'],
  ['y', 'slot.top'],
  ['w', 'slot.width'],
  ['h', 'slot.height'],
] as const;
/** The catalogue key of a library track ("…/music/bright-pop.wav" → "music.bright-pop"). */
const musicKey = (file: string) => `music.${file.replace(/^.*\//, '').replace(/\.\w+$/, '')}`;

/**
 * The template editor: settings, scenes (background, length) and their slots (what, where, when,
 * how it moves, how it looks), with the slots drawn over a frame of the scene's background. Saving
 * renders the preview with demo data, shown here as it progresses.
 */
export function TemplateEditor({
  template,
  onClose,
}: {
  template: VideoTemplate | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('video-templates-admin');
  const [draft, setDraft] = useState<SaveVideoTemplateBody>(() =>
    template ? fromTemplate(template) : blank(),
  );
  const [sceneIndex, setSceneIndex] = useState(0);
  const [slotIndex, setSlotIndex] = useState(0);
  const [uploadedUrls, setUploadedUrls] = useState<Record<string, string>>({});
  const [savedId, setSavedId] = useState<string | null>(template?.templateId ?? null);
  const save = useSaveVideoTemplate();
  const saved = useQuery(videoTemplateQuery(savedId));
  const d = draft.description;
  const scene = d.scenes[sceneIndex] ?? d.scenes[0];
  const slot = scene?.slots[slotIndex];

  const setDescription = (change: (d: Description) => void) =>
    setDraft((prev) => {
      const next = structuredClone(prev);
      change(next.description);
      return next;
    });
  const setScene = (change: (s: Scene) => void) =>
    setDescription((desc) => {
      const s = desc.scenes[sceneIndex];
      if (s) change(s);
    });
  const setSlot = (change: (s: Slot) => void) =>
    setScene((s) => {
      const slot = s.slots[slotIndex];
      if (slot) change(slot);
    });
  const setStyle = (change: Partial<Style>) =>
    setSlot((s) => (s.style = { ...DEFAULT_STYLE, ...s.style, ...change }));

  const onSave = async () => {
    try {
      const saved = await save.mutateAsync(draft);
      setSavedId(saved.templateId);
      setDraft((prev) => ({ ...prev, templateId: saved.templateId }));
    } catch {
      // Shown below from save.error.
    }
  };

  const backgroundUrl =
    scene && scene.background.type !== 'color'
      ? (uploadedUrls[scene.background.file] ??
        saved.data?.backgroundUrls[scene.background.file] ??
        template?.backgroundUrls[scene.background.file])
      : undefined;
  const ratio = d.ratios[0] ?? '9*16';
  const preview = saved.data;

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button onClick={onClose}>{t('editor.back')}</Button>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {template ? t('editor.editTitle', { name: template.name }) : t('editor.newTitle')}
        </Typography>
      </Stack>

      <Paper variant="outlined" sx={{ p: 2 }}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <TextField
              fullWidth
              required
              label={t('editor.name')}
              value={draft.name}
              onChange={(e) => setDraft({ ...draft, name: e.target.value })}
            />
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <TextField
              select
              fullWidth
              label={t('editor.category')}
              value={draft.category}
              onChange={(e) => setDraft({ ...draft, category: e.target.value as typeof draft.category })}
            >
              {VIDEO_CATEGORIES.map((c) => (
                <MenuItem key={c} value={c}>
                  {t(`category.${c}`)}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <TextField
              select
              fullWidth
              label={t('editor.status')}
              value={draft.status}
              onChange={(e) => setDraft({ ...draft, status: e.target.value as 'draft' | 'published' })}
            >
              <MenuItem value="draft">{t('status.draft')}</MenuItem>
              <MenuItem value="published">{t('status.published')}</MenuItem>
            </TextField>
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <TextField
              fullWidth
              type="number"
              label={t('editor.popularity')}
              value={draft.popularity ?? 0}
              onChange={(e) =>
                setDraft({ ...draft, popularity: Math.max(0, Math.round(Number(e.target.value))) })
              }
            />
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <TextField
              select
              fullWidth
              label={t('editor.ratio')}
              value={ratio}
              onChange={(e) =>
                setDescription(
                  (x) =>
                    (x.ratios = [
                      e.target.value as typeof ratio,
                      ...x.ratios.filter((r) => r !== e.target.value),
                    ].slice(0, x.ratios.length)),
                )
              }
            >
              {VIDEO_RATIOS.map((r) => (
                <MenuItem key={r} value={r}>
                  {r}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={d.ratios.length === 2}
                  onChange={(e) =>
                    setDescription(
                      (x) =>
                        (x.ratios = e.target.checked
                          ? [ratio, ...VIDEO_RATIOS.filter((r) => r !== ratio)]
                          : [ratio]),
                    )
                  }
                />
              }
              label={t('editor.otherRatio')}
            />
          </Grid>
          <Grid size={{ xs: 8, md: 4 }}>
            <TextField
              select
              fullWidth
              label={t('editor.music')}
              value={d.music.file ?? ''}
              onChange={(e) => setDescription((x) => (x.music.file = e.target.value || null))}
            >
              <MenuItem value="">{t('editor.noMusic')}</MenuItem>
              {MUSIC_LIBRARY.map((m) => (
                <MenuItem key={m.file} value={m.file}>
                  {t(musicKey(m.file), { defaultValue: m.label })}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 4, md: 2 }}>
            <TextField
              fullWidth
              type="number"
              label={t('editor.volume')}
              value={Math.round(d.music.volume * 100)}
              onChange={(e) =>
                setDescription(
                  (x) => (x.music.volume = Math.min(1, Math.max(0, Number(e.target.value) / 100))),
                )
              }
            />
          </Grid>
        </Grid>
      </Paper>

      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Tabs
          value={sceneIndex}
          onChange={(_, i: number) => (setSceneIndex(i), setSlotIndex(0))}
          variant="scrollable"
          aria-label={t('editor.scenes')}
          sx={{ flex: 1 }}
        >
          {d.scenes.map((s, i) => (
            <Tab
              key={i}
              label={t('editor.sceneTab', { n: formatNumber(i + 1), seconds: formatNumber(s.duration) })}
            />
          ))}
        </Tabs>
        <Button
          startIcon={<Add />}
          disabled={d.scenes.length >= MAX_SCENES}
          onClick={() => (
            setDescription((x) => x.scenes.push(newScene())),
            setSceneIndex(d.scenes.length),
            setSlotIndex(0)
          )}
        >
          {t('editor.addScene')}
        </Button>
        <IconButton
          aria-label={t('editor.deleteScene')}
          disabled={d.scenes.length <= 1}
          onClick={() => (setDescription((x) => x.scenes.splice(sceneIndex, 1)), setSceneIndex(0))}
        >
          <DeleteOutline />
        </IconButton>
      </Stack>

      {scene && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 5 }}>
            <FrameView
              scene={scene}
              ratio={ratio}
              backgroundUrl={backgroundUrl}
              selected={slotIndex}
              onSelect={setSlotIndex}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Stack spacing={2}>
              <Paper variant="outlined" sx={{ p: 2 }}>
                <Grid container spacing={2} sx={{ alignItems: 'center' }}>
                  <Grid size={{ xs: 6, sm: 4 }}>
                    <TextField
                      fullWidth
                      type="number"
                      label={t('editor.sceneLength')}
                      value={scene.duration}
                      slotProps={{ htmlInput: { min: 1, max: 60, step: 0.5 } }}
                      onChange={(e) => setScene((s) => (s.duration = Number(e.target.value)))}
                    />
                  </Grid>
                  <Grid size={{ xs: 6, sm: 4 }}>
                    <TextField
                      select
                      fullWidth
                      label={t('editor.background')}
                      value={scene.background.type}
                      onChange={(e) =>
                        setScene(
                          (s) =>
                            (s.background =
                              e.target.value === 'color'
                                ? { type: 'color', color: '#1f2937' }
                                : { type: e.target.value === 'video' ? 'video' : 'image', file: '' }),
                        )
                      }
                    >
                      <MenuItem value="color">{t('editor.backgroundColour')}</MenuItem>
                      <MenuItem value="image">{t('editor.backgroundPicture')}</MenuItem>
                      <MenuItem value="video">{t('editor.backgroundVideo')}</MenuItem>
                    </TextField>
                  </Grid>
                  <Grid size={{ xs: 12, sm: 4 }}>
                    {scene.background.type === 'color' ? (
                      <TextField
                        fullWidth
                        type="color"
                        label={t('editor.colour')}
                        value={scene.background.color}
                        onChange={(e) =>
                          setScene((s) => (s.background = { type: 'color', color: e.target.value }))
                        }
                      />
                    ) : scene.background.type === 'video' ? (
                      <ClipUploadField
                        value={scene.background.file}
                        posterUrl={backgroundUrl}
                        onChange={(clip) => {
                          setUploadedUrls((u) => ({ ...u, [clip.file]: clip.posterUrl }));
                          setScene((s) => (s.background = { type: 'video', file: clip.file }));
                        }}
                      />
                    ) : (
                      <ImageUploadField
                        label={t('editor.pictureUpload')}
                        value={scene.background.file || undefined}
                        previewUrl={backgroundUrl}
                        hierarchy1="video"
                        hierarchy2="image"
                        onChange={(ref, url) => {
                          if (ref && url) setUploadedUrls((u) => ({ ...u, [ref]: url }));
                          setScene((s) => (s.background = { type: 'image', file: ref ?? '' }));
                        }}
                      />
                    )}
                  </Grid>
                </Grid>
              </Paper>

              <Paper variant="outlined" sx={{ p: 2 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                  <TextField
                    select
                    size="small"
                    label={t('editor.slot')}
                    value={slot ? slotIndex : ''}
                    onChange={(e) => setSlotIndex(Number(e.target.value))}
                    sx={{ minWidth: 200 }}
                  >
                    {scene.slots.map((s, i) => (
                      <MenuItem key={i} value={i}>
                        {t('editor.slotOption', { n: formatNumber(i + 1), kind: t(`slotKind.${s.kind}`) })}
                      </MenuItem>
                    ))}
                  </TextField>
                  <Button
                    startIcon={<Add />}
                    disabled={scene.slots.length >= MAX_SLOTS_PER_SCENE}
                    onClick={() => (
                      setScene((s) => s.slots.push(newSlot(s.duration))),
                      setSlotIndex(scene.slots.length)
                    )}
                  >
                    {t('editor.addSlot')}
                  </Button>
                  <IconButton
                    aria-label={t('editor.deleteSlot')}
                    disabled={!slot}
                    onClick={() => (setScene((s) => s.slots.splice(slotIndex, 1)), setSlotIndex(0))}
                  >
                    <DeleteOutline />
                  </IconButton>
                </Stack>
                {slot && <SlotFields slot={slot} setSlot={setSlot} setStyle={setStyle} />}
              </Paper>
            </Stack>
          </Grid>
        </Grid>
      )}

      {save.isError && <Alert severity="error">{errorMessage(save.error)}</Alert>}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          variant="contained"
          disabled={save.isPending || !draft.name.trim()}
          onClick={() => void onSave()}
        >
          {t('editor.saveAndPreview')}
        </Button>
        {save.isSuccess && <Typography color="success.main">{t('editor.saved')}</Typography>}
      </Stack>

      {preview && (
        <Paper variant="outlined" sx={{ p: 2 }} aria-label={t('editor.preview')}>
          <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
            {t('editor.previewTitle')}
          </Typography>
          {preview.previewStatus === 'ready' && preview.previewUrl ? (
            <Box
              component="video"
              controls
              playsInline
              src={preview.previewUrl}
              poster={preview.posterUrl ?? undefined}
              aria-label={t('editor.templatePreview')}
              sx={{
                width: '100%',
                maxWidth: preview.videoRatio === '16*9' ? 560 : 280,
                bgcolor: 'common.black',
                borderRadius: 1,
              }}
            />
          ) : preview.previewStatus === 'failed' ? (
            <Alert severity="error">{t('editor.previewFailed')}</Alert>
          ) : (
            <Box>
              <Typography variant="body2">
                {preview.previewStatus === 'rendering'
                  ? t('editor.rendering', { progress: formatNumber(preview.previewProgress) })
                  : t('editor.queued')}
              </Typography>
              <LinearProgress
                aria-label={t('editor.previewProgress')}
                variant={preview.previewStatus === 'rendering' ? 'determinate' : 'indeterminate'}
                value={preview.previewProgress}
              />
            </Box>
          )}
        </Paper>
      )}
    </Stack>
  );
}

/** The scene's background with every slot's box drawn where it will appear. */
function FrameView({
  scene,
  ratio,
  backgroundUrl,
  selected,
  onSelect,
}: {
  scene: Scene;
  ratio: string;
  backgroundUrl: string | undefined;
  selected: number;
  onSelect: (i: number) => void;
}) {
  const { t } = useTranslation('video-templates-admin');
  const wide = ratio === '16*9';
  return (
    <Box
      aria-label={t('frame.label')}
      sx={{
        position: 'relative',
        width: '100%',
        maxWidth: wide ? 560 : 300,
        mx: 'auto',
        aspectRatio: wide ? '16 / 9' : '9 / 16',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: scene.background.type === 'color' ? scene.background.color : 'grey.800',
        backgroundImage: backgroundUrl ? `url(${backgroundUrl})` : undefined,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    >
      {scene.slots.map((s, i) => (
        <Box
          key={i}
          component="button"
          type="button"
          onClick={() => onSelect(i)}
          aria-label={t('frame.slot', { n: formatNumber(i + 1), kind: t(`slotKind.${s.kind}`) })}
          sx={{
            position: 'absolute',
            left: `${s.box.x * 100}%`,
            top: `${s.box.y * 100}%`,
            width: `${s.box.w * 100}%`,
            height: `${s.box.h * 100}%`,
            border: '2px dashed',
            borderColor: i === selected ? 'warning.main' : 'common.white',
            bgcolor: s.style?.background ? `${s.style.background}cc` : 'rgba(0,0,0,0.25)',
            color: s.style?.color ?? '#ffffff',
            fontSize: 11,
            fontWeight: 700,
            cursor: 'pointer',
            overflow: 'hidden',
            p: 0.25,
          }}
        >
          {t('frame.slotText', {
            what: s.kind === 'text' ? (s.text ?? '') : t(`slotKind.${s.kind}`),
            start: formatNumber(s.start),
            end: formatNumber(s.end),
          })}
        </Box>
      ))}
    </Box>
  );
}

function SlotFields({
  slot,
  setSlot,
  setStyle,
}: {
  slot: Slot;
  setSlot: (change: (s: Slot) => void) => void;
  setStyle: (change: Partial<Style>) => void;
}) {
  const { t } = useTranslation('video-templates-admin');
  const style = { ...DEFAULT_STYLE, ...slot.style };
  const num = (label: string, value: number, apply: (n: number) => void, step = 1) => (
    <TextField
      fullWidth
      size="small"
      type="number"
      label={label}
      value={value}
      slotProps={{ htmlInput: { step } }}
      onChange={(e) => apply(Number(e.target.value))}
    />
  );
  const box = (key: (typeof BOX_FIELDS)[number][0], label: string) =>
    num(label, pct(slot.box[key]), (n) =>
      setSlot((s) => (s.box = { ...s.box, [key]: Math.min(1, Math.max(0, n / 100)) })),
    );
  return (
    <Grid container spacing={1.5}>
      <Grid size={{ xs: 6 }}>
        <TextField
          select
          fullWidth
          size="small"
          label={t('slot.shows')}
          value={slot.kind}
          onChange={(e) => setSlot((s) => (s.kind = e.target.value as Slot['kind']))}
        >
          {SLOT_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {t(`slotKind.${k}`)}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 6 }}>
        {slot.kind === 'text' ? (
          <TextField
            fullWidth
            size="small"
            label={t('slot.words')}
            value={slot.text ?? ''}
            onChange={(e) => setSlot((s) => (s.text = e.target.value))}
          />
        ) : slot.kind === 'productImage' ? (
          <TextField
            select
            fullWidth
            size="small"
            label={t('slot.product')}
            value={slot.productIndex ?? 0}
            onChange={(e) => setSlot((s) => (s.productIndex = Number(e.target.value)))}
          >
            {Array.from({ length: MAX_PRODUCT_IMAGES }, (_, i) => (
              <MenuItem key={i} value={i}>
                {t('slot.productN', { n: formatNumber(i + 1) })}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
      </Grid>
      {BOX_FIELDS.map(([key, label]) => (
        <Grid key={key} size={{ xs: 6, sm: 3 }}>
          {box(key, t(label))}
        </Grid>
      ))}
      <Grid size={{ xs: 6, sm: 3 }}>
        {num(t('slot.starts'), slot.start, (n) => setSlot((s) => (s.start = n)), 0.1)}
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        {num(t('slot.ends'), slot.end, (n) => setSlot((s) => (s.end = n)), 0.1)}
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          select
          fullWidth
          size="small"
          label={t('slot.animation')}
          value={slot.animation ?? 'fade'}
          onChange={(e) => setSlot((s) => (s.animation = e.target.value as Slot['animation']))}
        >
          {ANIMATIONS.map((a) => (
            <MenuItem key={a} value={a}>
              {t(`animation.${a}`)}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <TextField
          fullWidth
          size="small"
          type="color"
          label={t('slot.textColour')}
          value={style.color}
          onChange={(e) => setStyle({ color: e.target.value })}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        {num(
          t('slot.textSize'),
          pct(style.fontSize),
          (n) => setStyle({ fontSize: Math.min(0.3, Math.max(0.01, n / 100)) }),
          0.5,
        )}
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <TextField
          select
          fullWidth
          size="small"
          label={t('slot.align')}
          value={style.align}
          onChange={(e) => setStyle({ align: e.target.value as Style['align'] })}
        >
          <MenuItem value="left">{t('align.left')}</MenuItem>
          <MenuItem value="center">{t('align.center')}</MenuItem>
          <MenuItem value="right">{t('align.right')}</MenuItem>
        </TextField>
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <FormControlLabel
          control={<Checkbox checked={style.bold} onChange={(e) => setStyle({ bold: e.target.checked })} />}
          label={t('slot.bold')}
        />
      </Grid>
      <Grid size={{ xs: 6 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <FormControlLabel
            control={
              <Checkbox
                checked={style.background !== null}
                onChange={(e) => setStyle({ background: e.target.checked ? '#111827' : null })}
              />
            }
            label={t('slot.panel')}
          />
          {style.background !== null && (
            <TextField
              size="small"
              type="color"
              label={t('slot.panelColour')}
              value={style.background}
              onChange={(e) => setStyle({ background: e.target.value })}
              sx={{ width: 120 }}
            />
          )}
        </Stack>
      </Grid>
    </Grid>
  );
}
