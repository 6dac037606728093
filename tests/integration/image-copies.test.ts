import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { directusTransform } from '@rental/domain/images';
import { createCmsClient } from '../../apps/web/src/lib/cms/client.ts';
import { cameraJpeg } from '../support/camera-photo.ts';
import { admin } from './helpers.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The pictures, against the run's real Directus: the first renters to see a new photo
 * ask for its copies while Directus is still making them.
 */
describe('resized copies of a new photo', () => {
  it('are never answered empty to the renters who ask while Directus makes them', async () => {
    const staff = await admin();
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(await cameraJpeg())], { type: 'image/jpeg' }),
      'camera.jpg',
    );
    const { id } = await staff.upload<{ id: string }>(form);
    const cms = inject('cms');
    const site = createCmsClient({ url: cms.url, staticToken: cms.siteToken, log: () => {} });
    try {
      // Renters arriving one after another during the first copy's making.
      const answers = await Promise.all(
        [0, 40, 80, 120, 160, 200, 240, 280].map(async (delay) => {
          await sleep(delay);
          const response = await site.asset(
            id,
            {},
            directusTransform({ width: 960, format: 'avif' }),
          );
          return {
            type: response.headers.get('content-type'),
            body: Buffer.from(await response.arrayBuffer()),
          };
        }),
      );
      for (const answer of answers) {
        expect(answer.type).toBe('image/avif');
        expect(answer.body.length).toBeGreaterThan(0);
        expect((await sharp(answer.body).metadata()).width).toBe(960);
      }
    } finally {
      await staff.del(`/files/${id}`);
    }
  });
});
