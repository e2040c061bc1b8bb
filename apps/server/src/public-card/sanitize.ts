import sanitizeHtml from 'sanitize-html';

/**
 * About-us text comes from a rich-text editor: keep formatting, drop everything that could run or
 * track (scripts, styles, iframes, event handlers, images, non-http links).
 */
export function sanitizeAboutUs(input: string): string {
  return sanitizeHtml(input, {
    allowedTags: [
      'p',
      'br',
      'b',
      'strong',
      'i',
      'em',
      'u',
      's',
      'ul',
      'ol',
      'li',
      'h3',
      'h4',
      'blockquote',
      'a',
    ],
    allowedAttributes: { a: ['href', 'rel', 'target'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    transformTags: {
      h1: 'h3',
      h2: 'h3',
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener nofollow ugc', target: '_blank' }),
    },
    disallowedTagsMode: 'discard',
  }).trim();
}
