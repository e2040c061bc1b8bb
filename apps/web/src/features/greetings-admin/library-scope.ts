import type { LibraryScope } from '@panel/shared/schemas/image-post.ts';

/**
 * Which library a Greetings Management screen edits: the platform's global library (superadmin, at
 * /daily-image-management) or the agency's exclusive posts (/image-posts-management). Rows of the
 * other scope are shown read-only where they matter (an agency post may sit in a global subcategory).
 */
export const canEdit = (screen: LibraryScope, row: { scope: LibraryScope }) => row.scope === screen;
