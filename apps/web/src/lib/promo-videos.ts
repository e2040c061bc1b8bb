import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateUserVideoBody,
  PrefilledSlotValues,
  SaveVideoTemplateBody,
  UserVideo,
  UserVideoQuery,
  VideoTemplate,
  VideoTemplateQuery,
} from '@panel/shared/schemas/video.ts';
import { api } from './api-client';
import { i18n } from './i18n';
import { useOpenUpgrade } from './open-upgrade';

/**
 * The calls of spec section 7 "Video", shared by the customer's picker and maker, My Projects, the
 * staff's All Projects and Video template Management. Everything is invalidated under ['videos'].
 */
type List<T> = { list: T[]; total: number };
const T = '/api/v1/video/template';
const V = '/api/v1/video/user-video';

/** A video or preview still being made is polled; a finished one is left alone. */
const busy = (status: string) => status === 'queued' || status === 'rendering';

export const videoTemplatesQuery = (q: VideoTemplateQuery) =>
  queryOptions({
    queryKey: ['videos', 'templates', q],
    queryFn: () => api.get<List<VideoTemplate>>(T, { ...q }),
    refetchInterval: (query) => (query.state.data?.list.some((t) => busy(t.previewStatus)) ? 3000 : false),
  });

export const videoTemplateQuery = (templateId: string | null) =>
  queryOptions({
    queryKey: ['videos', 'template', templateId],
    queryFn: () => api.get<VideoTemplate>(`${T}/${templateId}`),
    enabled: templateId !== null,
    refetchInterval: (query) => (query.state.data && busy(query.state.data.previewStatus) ? 1500 : false),
  });

export const userVideosQuery = (q: UserVideoQuery, enabled = true) =>
  queryOptions({
    queryKey: ['videos', 'user-videos', q],
    queryFn: () => api.get<List<UserVideo>>(V, { ...q }),
    enabled,
    refetchInterval: (query) => (query.state.data?.list.some((v) => busy(v.renderStatus)) ? 3000 : false),
  });

/** One video, polled every second while it is queued or rendering (the progress bar). */
export const userVideoQuery = (videoNo: number | null) =>
  queryOptions({
    queryKey: ['videos', 'user-video', videoNo],
    queryFn: () => api.get<UserVideo>(`${V}/${videoNo}`),
    enabled: videoNo !== null,
    refetchInterval: (query) =>
      query.state.data &&
      (busy(query.state.data.renderStatus) || query.state.data.renderStatus === 'payment_required')
        ? 1000
        : false,
  });

export const slotValuesQuery = (businessId: string | undefined) =>
  queryOptions({
    queryKey: ['videos', 'slot-values', businessId],
    queryFn: () => api.get<PrefilledSlotValues>(`${V}/slot-values`, { businessId }),
    enabled: businessId !== undefined,
  });

function useVideoMutation<B, R>(call: (body: B) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['videos'] }),
  });
}

export const useCreateUserVideo = () =>
  useVideoMutation((body: CreateUserVideoBody) => api.post<UserVideo>(V, body));
export const useDeleteUserVideo = () =>
  useVideoMutation((videoNo: number) => api.delete<{ videoNo: number }>(V, { body: { videoNo } }));
export const useUpdateUserVideoStatus = () =>
  useVideoMutation((body: { videoNo: number; status: 'active' | 'inactive' }) =>
    api.post<UserVideo>(`${V}/updateUserVideoStatus`, body),
  );
export const useSaveVideoTemplate = () =>
  useVideoMutation((body: SaveVideoTemplateBody) => api.post<VideoTemplate>(T, body));
export const useDeleteVideoTemplate = () =>
  useVideoMutation((templateId: string) => api.delete<{ templateId: string }>(T, { body: { templateId } }));
/** A customer picking a template makes it more popular. */
export const usePickTemplate = () =>
  useVideoMutation((templateId: string) =>
    api.put<{ popularity: number }>(`${T}/popularity`, { templateId }),
  );

const renderStatusLabel = (status: UserVideo['renderStatus']) =>
  i18n.t(`renderStatus.${status}`, { ns: 'common' });

/** Each render status's label, in the current language when read. */
export const RENDER_STATUS_LABELS: Record<UserVideo['renderStatus'], string> = {
  get payment_required() {
    return renderStatusLabel('payment_required');
  },
  get queued() {
    return renderStatusLabel('queued');
  },
  get rendering() {
    return renderStatusLabel('rendering');
  },
  get ready() {
    return renderStatusLabel('ready');
  },
  get failed() {
    return renderStatusLabel('failed');
  },
};

/** "Queued", "Rendering 40%", "Ready": what the progress line says. */
export const renderStatusText = (v: Pick<UserVideo, 'renderStatus' | 'progress'>) =>
  v.renderStatus === 'rendering'
    ? i18n.t('renderStatus.progress', { ns: 'common', progress: v.progress })
    : RENDER_STATUS_LABELS[v.renderStatus];

/**
 * A video over the plan's limit: the upgrade dialog (#upgrade) with the video's purchase step open,
 * as two history entries so the back button closes the step, then the dialog. `plans` opens the
 * dialog alone, with the video named beside the plans.
 */
export function useOpenVideoPurchase() {
  const openUpgrade = useOpenUpgrade();
  return (videoNo: number, step: 'buy' | 'plans' = 'buy') =>
    openUpgrade(step === 'buy' ? { videoNo, upgradeLayer: 'video' } : { videoNo });
}
