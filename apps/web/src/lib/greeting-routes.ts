/**
 * The post editor lives on the daily-image page and opens from its URL, so any customer page (the
 * home page's sections, the daily-image page itself) opens a post the same way.
 */
export const EDITOR_POST_PARAM = 'imageId';

/** Router path (under the /panel basename) of the daily-image page with a post's editor open. */
export const postEditorPath = (imageId: string) =>
  `/customer/daily-image?${new URLSearchParams({ [EDITOR_POST_PARAM]: imageId })}`;
