// Renders the app icon, Android adaptive and monochrome icons, the splash image, the web
// favicon and the installable web apps' icons (this app's web export and apps/web) from
// assets/brand/mark.svg with sharp. Run from apps/mobile: node scripts/make-icons.mjs
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';

const BROWN = '#4c331f';
const mark = await readFile(new URL('../assets/brand/mark.svg', import.meta.url), 'utf8');
const inner = mark.replace(/^[\s\S]*?<g id="loaf">/, '<g id="loaf">').replace(/<\/svg>\s*$/, '');

/** The loaf scaled by `scale` around the centre of a 1024 canvas, on an optional background. */
function svg({ scale = 1, background = null, silhouette = false, radius = 0 }) {
  const offset = (1024 - 1024 * scale) / 2;
  let loaf = inner;
  if (silhouette) {
    // one colour: the body white, the cuts cut out (themed icons use only the alpha channel)
    const body = /<path [^>]*fill="#bfb2a6"\/>/.exec(inner)[0].replace('#bfb2a6', '#ffffff');
    const cuts = /<g fill="none" stroke="#827062"[\s\S]*?<\/g>/.exec(inner)[0].replace('#827062', '#000000');
    loaf = `<mask id="cuts"><rect width="1024" height="1024" fill="#ffffff"/>${cuts}</mask><g mask="url(#cuts)">${body}</g>`;
  }
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024">` +
      (background ? `<rect width="1024" height="1024" rx="${radius}" fill="${background}"/>` : '') +
      `<g transform="translate(${offset} ${offset}) scale(${scale})">${loaf}</g></svg>`,
  );
}

async function png(input, file, size = 1024, opaque = false) {
  const image = sharp(input).resize(size, size);
  // the App Store refuses icons with an alpha channel
  await (opaque ? image.removeAlpha() : image)
    .png({ compressionLevel: 9 })
    .toFile(new URL(file.includes('/') ? file : `../assets/${file}`, import.meta.url).pathname);
}

// iOS and the stores: opaque, square (the system rounds the corners)
await png(svg({ scale: 1.1, background: BROWN }), 'icon.png', 1024, true);
// Android adaptive icon: the foreground stays within the central 66 % safe zone; background colour in app.json
await png(svg({ scale: 0.62 }), 'adaptive-icon.png');
// Android 13+ themed icon: one colour on transparent
await png(svg({ scale: 0.62, silhouette: true }), 'monochrome-icon.png');
// splash: the mark on the brown background set in app.json (imageWidth 200)
await png(svg({ scale: 1 }), 'splash-icon.png');
// web favicon
await png(svg({ scale: 1.2, background: BROWN }), 'favicon.png', 48, true);
// installable web apps (web manifest): a rounded tile for "any", and a full-bleed "maskable" one
// whose loaf stays within the central circle (80 %) that launchers may cut out
for (const dir of ['../public/', '../../web/public/']) {
  await png(svg({ scale: 1.1, background: BROWN, radius: 200 }), `${dir}pwa-192.png`, 192);
  await png(svg({ scale: 1.1, background: BROWN, radius: 200 }), `${dir}pwa-512.png`, 512);
  await png(svg({ scale: 0.95, background: BROWN }), `${dir}pwa-maskable-512.png`, 512, true);
  await png(svg({ scale: 1.1, background: BROWN }), `${dir}apple-touch-icon.png`, 180, true);
}
process.stdout.write('icons written to assets/, public/ and ../web/public/\n');
