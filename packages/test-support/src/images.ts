import type { BrowserContext } from 'playwright-core';

export interface ImageFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * Real picture files made by Chromium itself: a JPEG and a PNG screenshot of a small card, and a
 * camera-like photo (width x height with `grain` bits of noise, JPEG quality 0.95) that is several MB, as a phone gives.
 */
export async function makeImages(context: BrowserContext, photo = { width: 4000, height: 3000, grain: 63 }) {
  const page = await context.newPage();
  try {
    await page.setContent(
      `<div style="margin:20px;width:340px;height:210px;border-radius:16px;background:linear-gradient(135deg,#1e3a8a,#60a5fa);color:#fff;font:bold 22px sans-serif;padding:16px">DOCUMENTO NACIONAL DE IDENTIDAD<br>REPÚBLICA ARGENTINA</div>`,
    );
    const jpeg: ImageFile = {
      name: 'dni-frente.jpg',
      mimeType: 'image/jpeg',
      buffer: await page.screenshot({ type: 'jpeg', quality: 90 }),
    };
    const png: ImageFile = {
      name: 'dni-dorso.png',
      mimeType: 'image/png',
      buffer: await page.screenshot({ type: 'png' }),
    };
    const base64 = await page.evaluate(async ({ width, height, grain }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      // Smooth shapes plus per-pixel noise: a sensor's grain is what makes real photos big.
      const data = context.createImageData(width, height);
      let seed = 12345;
      for (let i = 0; i < data.data.length; i += 4) {
        seed = (seed * 1103515245 + 12345) >>> 0;
        const noise = seed >>> 24;
        const x = (i / 4) % width;
        data.data[i] = (x / width) * 160 + (noise & grain);
        data.data[i + 1] = 90 + (noise & grain);
        data.data[i + 2] = 200 - (noise & grain);
        data.data[i + 3] = 255;
      }
      context.putImageData(data, 0, 0);
      const blob = await new Promise<Blob>((resolve, reject) =>
        canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob failed'))), 'image/jpeg', 0.95),
      );
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000)
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    }, photo);
    const large: ImageFile = {
      name: 'IMG_20250301_101500.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from(base64, 'base64'),
    };
    return { jpeg, png, large };
  } finally {
    await page.close();
  }
}
