/* A file for this visitor alone, downloaded rather than shown, and the 404 that stands for anything else. */

const PRIVATE = { 'cache-control': 'private, no-store' };

export const privateFile = (file: {
  filename: string;
  content: BodyInit;
  type: string;
}): Response =>
  new Response(file.content, {
    headers: {
      ...PRIVATE,
      'content-type': file.type,
      'content-disposition': `attachment; filename="${file.filename}"`,
    },
  });

export const privateStatus = (status: number, text: string | null = null): Response =>
  new Response(text, { status, headers: PRIVATE });
