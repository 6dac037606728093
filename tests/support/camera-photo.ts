import sharp from 'sharp';

/**
 * A photo as staff upload it from a camera: 3600 × 2700, over 3 MB as JPEG, with a sensor's
 * noise (the slowest kind of picture to resize and encode).
 */
export function cameraJpeg(): Promise<Buffer> {
  return sharp({
    create: {
      width: 3600,
      height: 2700,
      channels: 3,
      background: { r: 70, g: 110, b: 150 },
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
}
