import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { UserVideo } from '@panel/shared/schemas/video.ts';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { VideoResult } from '@/components/promo-video/video-result';
import { useCurrentBusiness } from '@/lib/current-business';
import {
  slotValuesQuery,
  useOpenVideoPurchase,
  usePickTemplate,
  userVideoQuery,
  videoTemplateQuery,
} from '@/lib/promo-videos';
import { TemplatePicker } from './template-picker';
import { VideoMaker } from './video-maker';
import { useTranslation } from 'react-i18next';

/**
 * /panel/customer/video-templates?businessId: pick a template, fill the maker, render. The step
 * lives in the URL (templateId, then videoNo), so a reload — or coming back later — returns to
 * the same video and its progress, which the server keeps.
 */
export default function VideoTemplatesPage() {
  const { t } = useTranslation('promo-videos');
  const [params, setParams] = useSearchParams();
  const { current, isPending } = useCurrentBusiness();
  const businessId = params.get('businessId') ?? current?.businessId;
  const templateId = params.get('templateId');
  const videoNo = Number(params.get('videoNo')) || null;
  const pick = usePickTemplate();
  const go = (next: Record<string, string>) => setParams({ ...(businessId ? { businessId } : {}), ...next });

  if (isPending) return <LoadingState label={t('page.loading')} />;
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
  if (videoNo) return <FollowVideo videoNo={videoNo} onNew={() => go({})} />;
  if (templateId)
    return (
      <Maker
        templateId={templateId}
        businessId={businessId}
        onMade={(v) => go({ videoNo: String(v.videoNo) })}
        onBack={() => go({})}
      />
    );
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('page.intro')}</Typography>
      <TemplatePicker
        onPick={(tpl) => {
          pick.mutate(tpl.templateId);
          go({ templateId: tpl.templateId });
        }}
      />
    </Stack>
  );
}

function Maker({
  templateId,
  businessId,
  onMade,
  onBack,
}: {
  templateId: string;
  businessId: string;
  onMade: (v: UserVideo) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('promo-videos');
  const template = useQuery(videoTemplateQuery(templateId));
  const prefilled = useQuery(slotValuesQuery(businessId));
  if (template.isPending || prefilled.isPending) return <LoadingState label={t('page.loadingTemplate')} />;
  if (template.isError) return <ErrorState error={template.error} onRetry={() => void template.refetch()} />;
  if (prefilled.isError)
    return <ErrorState error={prefilled.error} onRetry={() => void prefilled.refetch()} />;
  return (
    <Stack spacing={2}>
      <Button sx={{ alignSelf: 'flex-start' }} onClick={onBack}>
        {t('page.otherTemplates')}
      </Button>
      <VideoMaker
        template={template.data}
        businessId={businessId}
        prefilled={prefilled.data}
        onMade={onMade}
      />
    </Stack>
  );
}

function FollowVideo({ videoNo, onNew }: { videoNo: number; onNew: () => void }) {
  const { t } = useTranslation('promo-videos');
  const video = useQuery(userVideoQuery(videoNo));
  const buy = useOpenVideoPurchase();
  if (video.isPending) return <LoadingState label={t('page.loadingVideo')} />;
  if (video.isError) return <ErrorState error={video.error} onRetry={() => void video.refetch()} />;
  const v = video.data;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {t('page.videoTitle', { template: v.templateName, videoNo: String(v.videoNo) })}
        </Typography>
        {v.renderStatus === 'payment_required' ? (
          <Alert severity="info">
            {v.error}
            <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
              <Button variant="contained" size="small" onClick={() => buy(v.videoNo)}>
                {t('page.buy')}
              </Button>
              <Button size="small" onClick={() => buy(v.videoNo, 'plans')}>
                {t('page.upgradePlan')}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <VideoResult video={v} />
        )}
        <Stack direction="row" spacing={1}>
          <Button onClick={onNew}>{t('page.another')}</Button>
          <Button component={RouterLink} to="/customer/projects?projectType=promotional_video">
            {t('page.myVideos')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
