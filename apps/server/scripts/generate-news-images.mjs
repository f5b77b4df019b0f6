// Renders the demo news images (800x450 JPEG) with headless Chromium. Run once; the JPEGs are committed
// as source assets in src/demo/news-images/. Re-run only to change them:
//   node apps/server/scripts/generate-news-images.mjs
// Scenes are plain HTML/CSS (gradients and shapes) so they need no network, fonts or emoji.
import { chromium } from 'playwright-core';
import { mkdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const outDir = fileURLToPath(new URL('../src/demo/news-images/', import.meta.url));
const MAX_BYTES = 60 * 1024;

const page = (background, body, caption) => `<!doctype html><html><head><meta charset="utf-8"><style>
  * { box-sizing: border-box; margin: 0; }
  html, body { width: 800px; height: 450px; overflow: hidden; font-family: 'Liberation Sans', 'DejaVu Sans', sans-serif; }
  .scene { position: relative; width: 800px; height: 450px; background: ${background}; }
  .abs { position: absolute; }
  .caption { position: absolute; left: 40px; bottom: 34px; padding: 10px 20px; border-radius: 10px;
    background: rgba(255,255,255,.92); color: #1e3a5f; font-size: 30px; font-weight: 700; letter-spacing: .5px;
    box-shadow: 0 6px 18px rgba(0,0,0,.18); }
  .caption small { display: block; font-size: 17px; font-weight: 400; color: #466483; margin-top: 2px; }
</style></head><body><div class="scene">${body}<div class="caption">${caption}</div></div></body></html>`;

const circle = (x, y, r, color, extra = '') =>
  `<div class="abs" style="left:${x - r}px;top:${y - r}px;width:${2 * r}px;height:${2 * r}px;border-radius:50%;background:${color};${extra}"></div>`;
const box = (x, y, w, h, color, extra = '') =>
  `<div class="abs" style="left:${x}px;top:${y}px;width:${w}px;height:${h}px;background:${color};${extra}"></div>`;
const triangle = (x, y, half, height, color) =>
  `<div class="abs" style="left:${x - half}px;top:${y - height}px;width:0;height:0;border-left:${half}px solid transparent;border-right:${half}px solid transparent;border-bottom:${height}px solid ${color}"></div>`;

const scenes = {
  // Turismo: lake, mountains and sun.
  'turismo-bariloche': page(
    'linear-gradient(180deg,#7cc4f0 0%,#cfeafb 55%,#3f7fb0 56%,#255f8c 100%)',
    circle(640, 110, 55, '#ffd45c', 'box-shadow:0 0 60px #ffe9a0') +
      triangle(220, 250, 200, 190, '#5d7186') +
      triangle(420, 250, 230, 230, '#4b5d70') +
      triangle(420, 110, 62, 62, '#f4f7fb') +
      triangle(620, 250, 190, 160, '#62778c') +
      triangle(220, 150, 55, 52, '#f4f7fb') +
      box(0, 250, 800, 8, 'rgba(255,255,255,.35)') +
      [90, 160, 700, 760].map((x) => triangle(x, 300, 26, 90, '#2f6b3c')).join(''),
    'Turismo<small>Temporada de invierno en Bariloche</small>',
  ),
  // Asamblea: rows of seats facing a podium.
  asamblea: page(
    'linear-gradient(180deg,#f1e6d2 0%,#e3d2b4 60%,#8c5a3c 61%,#6f4630 100%)',
    box(300, 70, 200, 120, '#1e3a5f', 'border-radius:8px') +
      box(330, 95, 140, 14, '#ffffff', 'opacity:.7') +
      box(330, 125, 100, 10, '#ffffff', 'opacity:.5') +
      box(350, 190, 100, 90, '#7b4a2d', 'border-radius:6px 6px 0 0') +
      box(380, 210, 40, 40, '#d7b56d', 'border-radius:50%') +
      [0, 1, 2]
        .map((row) =>
          Array.from({ length: 9 - row }, (_, i) =>
            box(
              90 + row * 40 + i * 70,
              300 + row * 38,
              50,
              28,
              row % 2 ? '#9e2b25' : '#b8352d',
              'border-radius:8px 8px 2px 2px',
            ),
          ).join(''),
        )
        .join(''),
    'Asamblea General Ordinaria<small>Convocatoria a los socios</small>',
  ),
  // Nuevas líneas de préstamo: growing bars and coins.
  'lineas-prestamo': page(
    'linear-gradient(135deg,#0f4c81 0%,#1f7a8c 100%)',
    [120, 170, 230, 290]
      .map((h, i) =>
        box(
          420 + i * 80,
          360 - h,
          56,
          h,
          i === 3 ? '#ffd45c' : 'rgba(255,255,255,.8)',
          'border-radius:6px 6px 0 0',
        ),
      )
      .join('') +
      [0, 1, 2, 3, 4]
        .map((i) =>
          circle(
            190,
            330 - i * 22,
            70,
            i % 2 ? '#e0b040' : '#f2c94c',
            'border:4px solid #b8860b;transform:scaleY(.35)',
          ),
        )
        .join('') +
      circle(190, 215, 54, '#f2c94c', 'border:6px solid #b8860b') +
      `<div class="abs" style="left:166px;top:172px;font-size:64px;font-weight:700;color:#8a6408">$</div>`,
    'Nuevas líneas de préstamo<small>Tasas fijas y cuotas en pesos</small>',
  ),
  // Horarios: a clock beside a calendar page.
  horarios: page(
    'linear-gradient(160deg,#fdf6ec 0%,#f6dcc0 100%)',
    circle(230, 200, 130, '#ffffff', 'border:14px solid #1e3a5f;box-shadow:0 10px 30px rgba(0,0,0,.15)') +
      box(225, 110, 10, 95, '#1e3a5f', 'border-radius:5px') +
      box(228, 195, 80, 10, '#c0392b', 'border-radius:5px;transform:rotate(30deg);transform-origin:0 50%') +
      circle(230, 200, 12, '#1e3a5f') +
      box(470, 70, 250, 250, '#ffffff', 'border-radius:14px;box-shadow:0 10px 30px rgba(0,0,0,.15)') +
      box(470, 70, 250, 60, '#c0392b', 'border-radius:14px 14px 0 0') +
      Array.from({ length: 12 }, (_, i) =>
        box(
          492 + (i % 4) * 56,
          150 + Math.floor(i / 4) * 52,
          40,
          34,
          i === 6 ? '#f2c94c' : '#e7edf3',
          'border-radius:6px',
        ),
      ).join(''),
    'Horarios de atención<small>Feriados y semana de receso</small>',
  ),
  // Salud: a medical cross inside a shield with a pulse line.
  'salud-vacunacion': page(
    'linear-gradient(135deg,#e6f7f4 0%,#b8e6dc 100%)',
    circle(250, 190, 120, '#ffffff', 'box-shadow:0 10px 30px rgba(0,0,0,.12)') +
      box(220, 110, 60, 160, '#1aa37a', 'border-radius:10px') +
      box(170, 160, 160, 60, '#1aa37a', 'border-radius:10px') +
      box(420, 190, 320, 6, '#1aa37a', 'border-radius:3px') +
      [
        [470, 150, 46],
        [520, 130, 90],
        [570, 175, 40],
      ]
        .map(([x, y, h]) => box(x, y, 8, h, '#1aa37a', 'border-radius:4px'))
        .join(''),
    'Campaña de vacunación antigripal<small>Sin cargo para socios y familiares</small>',
  ),
  // Farmacias: capsules and a discount tag.
  'farmacias-descuento': page(
    'linear-gradient(135deg,#fff5f5 0%,#ffd6d6 100%)',
    [
      [150, 140, -25, '#e74c3c'],
      [260, 230, 20, '#3498db'],
      [120, 290, 10, '#27ae60'],
      [330, 120, 40, '#f39c12'],
    ]
      .map(
        ([x, y, r, c]) =>
          `<div class="abs" style="left:${x}px;top:${y}px;width:130px;height:50px;border-radius:25px;transform:rotate(${r}deg);background:linear-gradient(90deg,${c} 50%,#ffffff 50%);box-shadow:0 6px 14px rgba(0,0,0,.15)"></div>`,
      )
      .join('') +
      box(
        500,
        90,
        220,
        200,
        '#c0392b',
        'border-radius:20px;transform:rotate(6deg);box-shadow:0 10px 24px rgba(0,0,0,.2)',
      ) +
      `<div class="abs" style="left:528px;top:130px;color:#fff;font-size:96px;font-weight:700;transform:rotate(6deg)">40%</div>`,
    'Descuentos en farmacias<small>Medicamentos con cobertura mutual</small>',
  ),
  // Ayuda escolar: books and pencils.
  'ayuda-escolar': page(
    'linear-gradient(180deg,#fef9e7 0%,#fdebd0 100%)',
    [
      ['#2e86c1', 0],
      ['#28b463', 1],
      ['#cb4335', 2],
    ]
      .map(([c, i]) =>
        box(140, 300 - i * 50, 300 - i * 20, 46, c, 'border-radius:6px;border-right:14px solid #f8f9f9'),
      )
      .join('') +
      [
        ['#f4d03f', 520],
        ['#e67e22', 590],
        ['#5dade2', 660],
      ]
        .map(
          ([c, x]) =>
            box(x, 90, 34, 230, c, 'border-radius:4px') +
            triangle(x + 17, 360, 17, 40, '#f5cba7') +
            triangle(x + 17, 360, 6, 14, '#34495e'),
        )
        .join('') +
      circle(290, 120, 50, '#f4d03f', 'opacity:.6'),
    'Ayuda escolar<small>Kits y reintegros para hijos de socios</small>',
  ),
  // Ópticas: a pair of glasses.
  opticas: page(
    'linear-gradient(135deg,#eaf2f8 0%,#c9dff0 100%)',
    circle(300, 200, 95, 'rgba(255,255,255,.55)', 'border:16px solid #1e3a5f') +
      circle(520, 200, 95, 'rgba(255,255,255,.55)', 'border:16px solid #1e3a5f') +
      box(395, 190, 30, 14, '#1e3a5f', 'border-radius:7px') +
      box(120, 170, 90, 14, '#1e3a5f', 'border-radius:7px;transform:rotate(-12deg)') +
      box(610, 170, 90, 14, '#1e3a5f', 'border-radius:7px;transform:rotate(12deg)') +
      box(250, 150, 50, 12, 'rgba(255,255,255,.9)', 'border-radius:6px;transform:rotate(-30deg)') +
      box(470, 150, 50, 12, 'rgba(255,255,255,.9)', 'border-radius:6px;transform:rotate(-30deg)'),
    'Convenio con ópticas<small>Anteojos recetados en cuotas sin interés</small>',
  ),
  // Portal del socio: a phone with cards on screen.
  'portal-socio': page(
    'linear-gradient(135deg,#1e3a5f 0%,#3b6ea5 100%)',
    box(460, 40, 200, 370, '#0d1b2a', 'border-radius:30px;box-shadow:0 20px 40px rgba(0,0,0,.35)') +
      box(474, 70, 172, 310, '#f4f7fb', 'border-radius:10px') +
      box(488, 86, 144, 60, '#3b6ea5', 'border-radius:8px') +
      [160, 214, 268]
        .map((y) => box(488, y, 144, 42, '#ffffff', 'border-radius:8px;box-shadow:0 2px 6px rgba(0,0,0,.12)'))
        .join('') +
      box(488, 330, 144, 34, '#f2c94c', 'border-radius:17px') +
      circle(200, 150, 60, 'rgba(255,255,255,.12)') +
      circle(300, 260, 40, 'rgba(255,255,255,.1)'),
    'Portal del Socio<small>Préstamos y avisos desde el celular</small>',
  ),
  // Sorteo Día del Padre: a gift box with a ribbon.
  'sorteo-dia-del-padre': page(
    'linear-gradient(135deg,#f5eef8 0%,#d7bde2 100%)',
    box(270, 180, 260, 190, '#8e44ad', 'border-radius:10px;box-shadow:0 14px 30px rgba(0,0,0,.2)') +
      box(250, 140, 300, 56, '#9b59b6', 'border-radius:10px') +
      box(380, 140, 40, 230, '#f4d03f') +
      box(250, 158, 300, 20, '#f4d03f') +
      circle(365, 118, 34, 'transparent', 'border:14px solid #f4d03f') +
      circle(435, 118, 34, 'transparent', 'border:14px solid #f4d03f') +
      [
        [120, 90],
        [680, 120],
        [150, 300],
        [660, 320],
        [600, 60],
      ]
        .map(([x, y]) => circle(x, y, 10, '#f4d03f'))
        .join(''),
    'Sorteo Día del Padre<small>Participan todos los socios al día</small>',
  ),
  // Ejército: a beret-green badge with stars.
  'beneficio-ejercito': page(
    'linear-gradient(135deg,#4d5d3a 0%,#2f3b22 100%)',
    circle(400, 190, 120, '#6b7b4b', 'border:10px solid #c9b26b') +
      [0, 1, 2]
        .map(
          (i) =>
            `<div class="abs" style="left:${325 + i * 55}px;top:150px;color:#f4d03f;font-size:60px;line-height:1">&#9733;</div>`,
        )
        .join('') +
      box(300, 250, 200, 16, '#c9b26b', 'border-radius:8px'),
    'Beneficio para personal del Ejército<small>Línea exclusiva con descuento por haberes</small>',
  ),
  // Córdoba: the municipal building with arches.
  'delegacion-cordoba': page(
    'linear-gradient(180deg,#aed6f1 0%,#eaf2f8 70%,#b7950b 71%,#9a7d0a 100%)',
    box(180, 150, 440, 170, '#f5f5f0', 'box-shadow:0 10px 24px rgba(0,0,0,.15)') +
      triangle(400, 150, 240, 80, '#e5e0d0') +
      Array.from({ length: 6 }, (_, i) =>
        box(205 + i * 70, 200, 44, 120, '#5d6d7e', 'border-radius:22px 22px 0 0'),
      ).join('') +
      box(380, 90, 40, 20, '#2e86c1'),
    'Nueva delegación Córdoba<small>Atención presencial para socios municipales</small>',
  ),
};

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const tab = await browser.newPage({ viewport: { width: 800, height: 450 } });
  for (const [name, html] of Object.entries(scenes)) {
    await tab.setContent(html);
    const path = `${outDir}${name}.jpg`;
    await tab.screenshot({ path, type: 'jpeg', quality: 78 });
    const { size } = statSync(path);
    if (size > MAX_BYTES) throw new Error(`${name}.jpg is ${size} bytes, above ${MAX_BYTES}`);
    console.log(`${name}.jpg ${Math.round(size / 1024)} KB`);
  }
} finally {
  await browser.close();
}
