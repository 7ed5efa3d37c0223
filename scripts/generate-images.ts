/**
 * Draws the product screenshots the public site shows (hero carousel, module images, fallbacks) as SVG
 * mock-ups of the application and renders them to WebP. The outputs are committed; run again after
 * changing a mock-up: `npx tsx scripts/generate-images.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const outputRoot = path.join(__dirname, '..', 'hosts', 'shell', 'public', 'images');
const FONT = "'Liberation Sans', 'DejaVu Sans', Arial, sans-serif";

interface Palette {
  accent: string;
  accentSoft: string;
}

const PALETTES: Record<'blue' | 'green' | 'violet' | 'orange' | 'teal', Palette> = {
  blue: { accent: '#1f3f8f', accentSoft: '#dce4f5' },
  green: { accent: '#1b7a4b', accentSoft: '#d6f0e2' },
  violet: { accent: '#5b3fb0', accentSoft: '#e6defa' },
  orange: { accent: '#b4531a', accentSoft: '#fbe3d2' },
  teal: { accent: '#0f6f7a', accentSoft: '#d3eef1' },
};

const INK = '#1b2437';
const MUTED = '#6b7489';
const LINE = '#e3e7ef';
const CANVAS = '#f4f6fb';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function text(x: number, y: number, content: string, options: { size?: number; weight?: number; fill?: string; anchor?: string } = {}): string {
  const { size = 14, weight = 400, fill = INK, anchor = 'start' } = options;
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${escapeXml(content)}</text>`;
}

function rect(x: number, y: number, width: number, height: number, fill: string, radius = 8, extra = ''): string {
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${radius}" fill="${fill}" ${extra}/>`;
}

function card(x: number, y: number, width: number, height: number): string {
  return rect(x, y, width, height, '#ffffff', 12, `stroke="${LINE}"`);
}

function badge(x: number, y: number, label: string, fill: string, color: string): string {
  const width = label.length * 6.6 + 18;
  return rect(x, y, width, 22, fill, 11) + text(x + width / 2, y + 15, label, { size: 11, weight: 700, fill: color, anchor: 'middle' });
}

/** The application frame: top bar, sidebar with the active module, and the page title. */
function frame(width: number, height: number, palette: Palette, activeNav: number, title: string, content: string): string {
  const nav = ['Přehled', 'Fakturace', 'HR', 'CRM', 'AI asistent', 'Nastavení'];
  const sidebar = nav
    .map((label, index) => {
      const y = 92 + index * 40;
      const active = index === activeNav;
      return (
        (active ? rect(14, y - 20, 176, 32, palette.accentSoft, 8) : '') +
        rect(28, y - 10, 12, 12, active ? palette.accent : '#c2c9d8', 3) +
        text(52, y, label, { size: 14, weight: active ? 700 : 400, fill: active ? palette.accent : MUTED })
      );
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  ${rect(0, 0, width, height, CANVAS, 0)}
  ${rect(0, 0, 204, height, '#ffffff', 0)}
  <line x1="204" y1="0" x2="204" y2="${height}" stroke="${LINE}"/>
  ${rect(20, 18, 28, 28, palette.accent, 8)}
  ${text(34, 37, 'B', { size: 16, weight: 700, fill: '#ffffff', anchor: 'middle' })}
  ${text(58, 38, 'BizAuto', { size: 18, weight: 700 })}
  ${sidebar}
  ${rect(204, 0, width - 204, 60, '#ffffff', 0)}
  <line x1="204" y1="60" x2="${width}" y2="60" stroke="${LINE}"/>
  ${rect(228, 16, 280, 28, CANVAS, 14)}
  ${text(248, 35, 'Hledat doklady, kontakty…', { size: 13, fill: '#8a93a6' })}
  <circle cx="${width - 40}" cy="30" r="15" fill="${palette.accentSoft}"/>
  ${text(width - 40, 35, 'JN', { size: 12, weight: 700, fill: palette.accent, anchor: 'middle' })}
  ${rect(width - 130, 18, 70, 24, '#e8f6ee', 12)}
  <circle cx="${width - 117}" cy="30" r="4" fill="#1b7a4b"/>
  ${text(width - 107, 35, 'Online', { size: 12, weight: 700, fill: '#1b7a4b' })}
  ${text(228, 100, title, { size: 24, weight: 700 })}
  ${content}
</svg>`;
}

function kpiCards(x: number, y: number, width: number, palette: Palette, items: [string, string, string][]): string {
  const gap = 16;
  const cardWidth = (width - gap * (items.length - 1)) / items.length;
  return items
    .map(([label, value, delta], index) => {
      const cx = x + index * (cardWidth + gap);
      return (
        card(cx, y, cardWidth, 96) +
        text(cx + 18, y + 28, label, { size: 13, fill: MUTED }) +
        text(cx + 18, y + 64, value, { size: 28, weight: 700 }) +
        text(cx + 18, y + 84, delta, { size: 12, weight: 700, fill: '#1b7a4b' }) +
        rect(cx + cardWidth - 44, y + 16, 28, 28, palette.accentSoft, 8)
      );
    })
    .join('');
}

function barChart(x: number, y: number, width: number, height: number, palette: Palette, title: string, values: number[]): string {
  const months = ['Led', 'Úno', 'Bře', 'Dub', 'Kvě', 'Čvn', 'Čvc', 'Srp', 'Zář', 'Říj', 'Lis', 'Pro'];
  const chartTop = y + 56;
  const chartHeight = height - 96;
  const slot = (width - 48) / values.length;
  const max = Math.max(...values);
  const bars = values
    .map((value, index) => {
      const barHeight = (value / max) * chartHeight;
      const bx = x + 24 + index * slot + slot * 0.2;
      const last = index === values.length - 1;
      return (
        rect(bx, chartTop + chartHeight - barHeight, slot * 0.6, barHeight, last ? palette.accent : palette.accentSoft, 4) +
        text(bx + slot * 0.3, y + height - 16, months[index % 12] ?? '', { size: 11, fill: MUTED, anchor: 'middle' })
      );
    })
    .join('');
  const grid = [0, 1, 2, 3]
    .map((step) => `<line x1="${x + 20}" x2="${x + width - 20}" y1="${chartTop + (chartHeight / 3) * step}" y2="${chartTop + (chartHeight / 3) * step}" stroke="${LINE}" stroke-dasharray="4 4"/>`)
    .join('');
  return card(x, y, width, height) + text(x + 20, y + 32, title, { size: 16, weight: 700 }) + grid + bars;
}

function lineChart(x: number, y: number, width: number, height: number, palette: Palette, title: string, values: number[]): string {
  const top = y + 60;
  const chartHeight = height - 84;
  const step = (width - 48) / (values.length - 1);
  const max = Math.max(...values);
  const min = Math.min(...values);
  const points = values.map((value, index) => [x + 24 + index * step, top + chartHeight - ((value - min) / (max - min || 1)) * chartHeight] as const);
  const line = points.map(([px, py], index) => `${index === 0 ? 'M' : 'L'}${px.toFixed(1)},${py.toFixed(1)}`).join(' ');
  const area = `${line} L${points[points.length - 1]?.[0]},${top + chartHeight} L${points[0]?.[0]},${top + chartHeight} Z`;
  return (
    card(x, y, width, height) +
    text(x + 20, y + 32, title, { size: 16, weight: 700 }) +
    `<path d="${area}" fill="${palette.accentSoft}" opacity="0.7"/>` +
    `<path d="${line}" fill="none" stroke="${palette.accent}" stroke-width="3" stroke-linejoin="round"/>` +
    points.map(([px, py]) => `<circle cx="${px}" cy="${py}" r="3.5" fill="#ffffff" stroke="${palette.accent}" stroke-width="2"/>`).join('')
  );
}

type Status = 'ok' | 'wait' | 'info' | 'bad';
type Cell = string | [string, Status];
const STATUS_COLORS: Record<Status, [string, string]> = {
  ok: ['#e3f5ea', '#1b7a4b'],
  wait: ['#fff1d6', '#8a5300'],
  info: ['#e3ebfb', '#1f3f8f'],
  bad: ['#fde4e1', '#b42318'],
};

function table(x: number, y: number, width: number, title: string, columns: [string, number][], rows: Cell[][]): string {
  const rowHeight = 44;
  const height = 64 + rows.length * rowHeight + 8;
  const header = columns.map(([label, offset]) => text(x + offset, y + 58, label.toUpperCase(), { size: 11, weight: 700, fill: MUTED })).join('');
  const body = rows
    .map((row, rowIndex) => {
      const ry = y + 70 + rowIndex * rowHeight;
      const cells = row
        .map((cell, columnIndex) => {
          const offset = columns[columnIndex]?.[1] ?? 0;
          if (typeof cell === 'string') return text(x + offset, ry + 27, cell, { size: 13, weight: columnIndex === 0 ? 700 : 400 });
          const [fill, color] = STATUS_COLORS[cell[1]];
          return badge(x + offset, ry + 11, cell[0], fill, color);
        })
        .join('');
      return `<line x1="${x + 16}" x2="${x + width - 16}" y1="${ry}" y2="${ry}" stroke="${LINE}"/>` + cells;
    })
    .join('');
  return card(x, y, width, height) + text(x + 20, y + 32, title, { size: 16, weight: 700 }) + header + body;
}

function avatar(cx: number, cy: number, initials: string, palette: Palette): string {
  return `<circle cx="${cx}" cy="${cy}" r="16" fill="${palette.accentSoft}"/>` + text(cx, cy + 4, initials, { size: 11, weight: 700, fill: palette.accent, anchor: 'middle' });
}

// ---------------------------------------------------------------------------------------------
// Screens
// ---------------------------------------------------------------------------------------------

function dashboardScreen(width: number, height: number, palette: Palette, options: { nav?: number; title?: string; kpis?: [string, string, string][] } = {}): string {
  const mainX = 228;
  const mainWidth = width - mainX - 24;
  const kpis = options.kpis ?? [
    ['Zpracované doklady', '1 248', '+18 % za měsíc'],
    ['Ušetřený čas', '80 %', '+6 p. b.'],
    ['Ke schválení', '12', '−4 od včera'],
    ['Chyby v dokladech', '−35 %', 'oproti loňsku'],
  ];
  const chartWidth = mainWidth * 0.58;
  return frame(
    width,
    height,
    palette,
    options.nav ?? 0,
    options.title ?? 'Přehled firmy',
    kpiCards(mainX, 124, mainWidth, palette, kpis) +
      barChart(mainX, 240, chartWidth, 250, palette, 'Doklady podle měsíců', [62, 70, 68, 84, 90, 88, 97, 104, 112, 118, 126, 140]) +
      lineChart(mainX + chartWidth + 16, 240, mainWidth - chartWidth - 16, 250, palette, 'Průměrná doba zpracování', [9, 8.4, 7.9, 6.5, 5.8, 4.9, 4.1, 3.2, 2.6, 2.1]) +
      table(mainX, 506, mainWidth, 'Poslední doklady', [['Doklad', 20], ['Dodavatel', mainWidth * 0.22], ['Částka', mainWidth * 0.55], ['Stav', mainWidth * 0.74]], [
        ['FA-2026-0412', 'Papírnictví Novák', '12 480 Kč', ['Zaúčtováno', 'ok']],
        ['FA-2026-0411', 'Telco Services a.s.', '3 990 Kč', ['Ke schválení', 'wait']],
        ['FA-2026-0410', 'Stavebniny Labe', '48 200 Kč', ['Vytěženo OCR', 'info']],
      ]),
  );
}

function invoiceListScreen(width: number, height: number, palette: Palette): string {
  const mainX = 228;
  const listWidth = (width - mainX - 24) * 0.6;
  const previewX = mainX + listWidth + 16;
  const previewWidth = width - previewX - 24;
  const fields: [string, string][] = [
    ['Dodavatel', 'Stavebniny Labe s.r.o.'],
    ['IČO', '27 145 632'],
    ['Číslo faktury', 'FA-2026-0410'],
    ['Datum splatnosti', '14. 12. 2026'],
    ['Částka s DPH', '48 200 Kč'],
  ];
  const preview =
    card(previewX, 124, previewWidth, height - 148) +
    text(previewX + 20, 156, 'Vytěžená data (OCR)', { size: 16, weight: 700 }) +
    badge(previewX + previewWidth - 120, 140, 'Jistota 98 %', '#e3f5ea', '#1b7a4b') +
    rect(previewX + 20, 176, previewWidth - 40, 150, CANVAS, 8) +
    [0, 1, 2, 3, 4, 5].map((line) => rect(previewX + 36, 194 + line * 20, (previewWidth - 80) * (line % 3 === 0 ? 0.8 : 0.55), 8, '#d3d9e5', 4)).join('') +
    rect(previewX + 36, 290, (previewWidth - 80) * 0.5, 16, palette.accentSoft, 4, `stroke="${palette.accent}"`) +
    fields
      .map(([label, value], index) => {
        const fy = 356 + index * 52;
        return text(previewX + 20, fy, label, { size: 12, fill: MUTED }) + rect(previewX + 20, fy + 8, previewWidth - 40, 30, '#ffffff', 6, `stroke="${index === 4 ? palette.accent : LINE}"`) + text(previewX + 32, fy + 28, value, { size: 13, weight: 700 });
      })
      .join('') +
    rect(previewX + 20, height - 80, previewWidth - 40, 36, palette.accent, 8) +
    text(previewX + previewWidth / 2, height - 57, 'Odeslat ke schválení', { size: 14, weight: 700, fill: '#ffffff', anchor: 'middle' });
  return frame(
    width,
    height,
    palette,
    1,
    'Přijaté faktury',
    badge(mainX + 190, 84, '24 nových', palette.accentSoft, palette.accent) +
      table(mainX, 124, listWidth, 'Doručené doklady', [['Číslo', 20], ['Dodavatel', listWidth * 0.3], ['Stav', listWidth * 0.66]], ([
        ['FA-2026-0412', 'Papírnictví Novák', ['Zaúčtováno', 'ok']],
        ['FA-2026-0411', 'Telco Services', ['Ke schválení', 'wait']],
        ['FA-2026-0410', 'Stavebniny Labe', ['Vytěženo OCR', 'info']],
        ['FA-2026-0409', 'Kancelář Plus', ['Zaúčtováno', 'ok']],
        ['FA-2026-0408', 'Energie Praha', ['Chybí IČO', 'bad']],
        ['FA-2026-0407', 'LogiTrans CZ', ['Ke schválení', 'wait']],
        ['FA-2026-0406', 'Tiskárna Morava', ['Zaúčtováno', 'ok']],
        ['FA-2026-0405', 'Servis IT s.r.o.', ['Zaúčtováno', 'ok']],
        ['FA-2026-0404', 'Autodoprava Haná', ['Vytěženo OCR', 'info']],
        ['FA-2026-0403', 'Stavby Labe', ['Zaúčtováno', 'ok']],
      ] satisfies Cell[][]).slice(0, Math.floor((height - 220) / 44))) +
      preview,
  );
}

function approvalScreen(width: number, height: number, palette: Palette): string {
  const mainX = 228;
  const mainWidth = width - mainX - 24;
  const steps: [string, string, Status][] = [
    ['Import z e-mailu', 'faktury@firma.cz · 9:02', 'ok'],
    ['Vytěžení OCR', '14 polí rozpoznáno · 9:02', 'ok'],
    ['Klasifikace', 'Režijní náklady · středisko 120', 'ok'],
    ['Schválení vedoucím', 'Čeká na Petra Dvořáka', 'wait'],
    ['Export do účetnictví', 'Po schválení automaticky', 'info'],
  ];
  const stepWidth = (mainWidth - 40) / steps.length;
  const timeline = steps
    .map(([label, detail, status], index) => {
      const sx = mainX + 20 + index * stepWidth;
      const [fill, color] = STATUS_COLORS[status];
      return (
        (index < steps.length - 1 ? `<line x1="${sx + 20}" x2="${sx + stepWidth}" y1="188" y2="188" stroke="${status === 'ok' ? color : LINE}" stroke-width="3"/>` : '') +
        `<circle cx="${sx + 20}" cy="188" r="16" fill="${fill}" stroke="${color}" stroke-width="2"/>` +
        text(sx + 20, 193, String(index + 1), { size: 13, weight: 700, fill: color, anchor: 'middle' }) +
        text(sx, 232, label, { size: 13, weight: 700 }) +
        text(sx, 252, detail.length > 26 ? `${detail.slice(0, 25)}…` : detail, { size: 11, fill: MUTED })
      );
    })
    .join('');
  return frame(
    width,
    height,
    palette,
    1,
    'Schvalovací workflow',
    card(mainX, 124, mainWidth, 150) + text(mainX + 20, 152, 'FA-2026-0411 · Telco Services a.s. · 3 990 Kč', { size: 15, weight: 700 }) + timeline +
      table(mainX, 292, mainWidth, 'Čeká na vaše schválení', [['Doklad', 20], ['Částka', mainWidth * 0.3], ['Středisko', mainWidth * 0.5], ['Termín', mainWidth * 0.75]], ([
        ['FA-2026-0411', '3 990 Kč', 'IT a telefony', ['Dnes', 'wait']],
        ['FA-2026-0407', '22 150 Kč', 'Doprava', ['Zítra', 'info']],
        ['FA-2026-0402', '8 600 Kč', 'Kancelář', ['Zítra', 'info']],
        ['FA-2026-0399', '61 300 Kč', 'Výroba', ['Po termínu', 'bad']],
      ] satisfies Cell[][]).slice(0, Math.floor((height - 380) / 44))),
  );
}

function attendanceScreen(width: number, height: number, palette: Palette): string {
  const mainX = 228;
  const mainWidth = width - mainX - 24;
  const people = ['Jana Nováková', 'Petr Dvořák', 'Martina Svobodová', 'Tomáš Král', 'Eva Procházková', 'Lukáš Černý', 'Lucie Veselá'];
  const days = 15;
  const nameWidth = 190;
  const cell = (mainWidth - nameWidth - 40) / days;
  const rowsShown = Math.min(people.length, Math.floor((height - 260) / 40));
  const rowGap = Math.min(60, (height - 280) / rowsShown);
  const kinds = ['#d6f0e2', '#d6f0e2', '#d6f0e2', '#d6f0e2', '#fbe3d2', '#e6defa', '#d6f0e2', '#dce4f5'];
  const grid = people
    .slice(0, rowsShown)
    .map((person, row) => {
      const ry = 212 + row * rowGap;
      const initials = person.split(' ').map((part) => part[0]).join('');
      const cells = Array.from({ length: days }, (_, day) => {
        const weekend = day % 7 === 5 || day % 7 === 6;
        const kind = weekend ? '#eef0f5' : (kinds[(row * 3 + day * 5) % kinds.length] ?? '#d6f0e2');
        return rect(mainX + nameWidth + day * cell, ry - 14, cell - 4, 28, kind, 5);
      }).join('');
      return avatar(mainX + 36, ry, initials, palette) + text(mainX + 60, ry + 5, person, { size: 13, weight: 700 }) + cells;
    })
    .join('');
  const header = Array.from({ length: days }, (_, day) => text(mainX + nameWidth + day * cell + (cell - 4) / 2, 180, String(day + 1), { size: 11, fill: MUTED, anchor: 'middle' })).join('');
  const legend = ([['#d6f0e2', 'V práci'], ['#fbe3d2', 'Dovolená'], ['#e6defa', 'Nemoc'], ['#dce4f5', 'Home office']] as const)
    .map(([color, label], index) => rect(mainX + 20 + index * 130, height - 46, 14, 14, color, 3) + text(mainX + 42 + index * 130, height - 34, label, { size: 12, fill: MUTED }))
    .join('');
  return frame(
    width,
    height,
    palette,
    2,
    'Docházka · prosinec',
    badge(mainX + 250, 84, '96 % přítomnost', '#e3f5ea', '#1b7a4b') + card(mainX, 124, mainWidth, height - 148) + text(mainX + 20, 156, 'Tým účetnictví a administrativy', { size: 16, weight: 700 }) + header + grid + legend,
  );
}

function absenceScreen(width: number, height: number, palette: Palette): string {
  const mainX = 228;
  const mainWidth = width - mainX - 24;
  const requests: [string, string, string, Status][] = [
    ['Eva Procházková', 'Dovolená', '22. 12. – 2. 1.', 'wait'],
    ['Tomáš Král', 'Lékař', '15. 12. · 8:00–11:00', 'wait'],
    ['Lucie Veselá', 'Home office', '16. 12.', 'ok'],
    ['Lukáš Černý', 'Dovolená', '27. 12. – 31. 12.', 'ok'],
    ['Petr Dvořák', 'Sick day', '12. 12.', 'info'],
  ];
  const shown = requests.slice(0, Math.floor((height - 260) / 64));
  const list = shown
    .map(([person, kind, when, status], index) => {
      const ry = 190 + index * 64;
      const [fill, color] = STATUS_COLORS[status];
      const initials = person.split(' ').map((part) => part[0]).join('');
      const label = status === 'wait' ? 'Čeká' : status === 'ok' ? 'Schváleno' : 'Oznámeno';
      return (
        `<line x1="${mainX + 16}" x2="${mainX + mainWidth * 0.62 - 16}" y1="${ry - 26}" y2="${ry - 26}" stroke="${LINE}"/>` +
        avatar(mainX + 40, ry, initials, palette) +
        text(mainX + 66, ry - 3, person, { size: 14, weight: 700 }) +
        text(mainX + 66, ry + 16, `${kind} · ${when}`, { size: 12, fill: MUTED }) +
        badge(mainX + mainWidth * 0.62 - 120, ry - 11, label, fill, color)
      );
    })
    .join('');
  const sideX = mainX + mainWidth * 0.62 + 16;
  const sideWidth = mainWidth * 0.38 - 16;
  const balance = ([['Dovolená', 0.65, '13 z 20 dní'], ['Sick days', 0.4, '2 z 5 dní'], ['Home office', 0.8, '8 z 10 dní']] as const)
    .map(([label, ratio, detail], index) => {
      const by = 196 + index * 70;
      return text(sideX + 20, by, label, { size: 13, weight: 700 }) + text(sideX + sideWidth - 20, by, detail, { size: 12, fill: MUTED, anchor: 'end' }) + rect(sideX + 20, by + 12, sideWidth - 40, 10, CANVAS, 5) + rect(sideX + 20, by + 12, (sideWidth - 40) * ratio, 10, palette.accent, 5);
    })
    .join('');
  return frame(
    width,
    height,
    palette,
    2,
    'Žádosti o nepřítomnost',
    card(mainX, 124, mainWidth * 0.62, height - 148) + text(mainX + 20, 156, 'Ke schválení', { size: 16, weight: 700 }) + list +
      card(sideX, 124, sideWidth, 260) + text(sideX + 20, 156, 'Čerpání týmu', { size: 16, weight: 700 }) + balance,
  );
}

function pipelineScreen(width: number, height: number, palette: Palette): string {
  const mainX = 228;
  const mainWidth = width - mainX - 24;
  const columns: [string, string, [string, string, string][]][] = [
    ['Nový kontakt', '4', [['Pekárny Morava', '120 000 Kč', 'JN'], ['AgroFarm Haná', '86 000 Kč', 'PD'], ['Stavby Labe', '240 000 Kč', 'MS']]],
    ['Schůzka', '3', [['MediCare Praha', '310 000 Kč', 'TK'], ['LogiTrans CZ', '150 000 Kč', 'JN']]],
    ['Nabídka', '2', [['Strojírny Vysočina', '480 000 Kč', 'PD'], ['Kancelář Plus', '64 000 Kč', 'EP']]],
    ['Vyhráno', '5', [['Tiskárna Morava', '92 000 Kč', 'MS'], ['Servis IT s.r.o.', '58 000 Kč', 'JN']]],
  ];
  const gap = 14;
  const columnWidth = (mainWidth - gap * 3) / 4;
  const board = columns
    .map(([title, count, deals], index) => {
      const cx = mainX + index * (columnWidth + gap);
      const won = index === 3;
      const cards = deals
        .filter((_, dealIndex) => 196 + dealIndex * 104 + 92 < height - 20)
        .map(([company, value, owner], dealIndex) => {
          const dy = 196 + dealIndex * 104;
          return (
            card(cx + 10, dy, columnWidth - 20, 92) +
            rect(cx + 10, dy, 5, 92, won ? '#1b7a4b' : palette.accent, 2) +
            text(cx + 26, dy + 28, company, { size: 13, weight: 700 }) +
            text(cx + 26, dy + 52, value, { size: 13, fill: MUTED }) +
            avatar(cx + columnWidth - 40, dy + 66, owner, palette) +
            rect(cx + 26, dy + 62, 64, 8, CANVAS, 4) +
            rect(cx + 26, dy + 62, 20 + dealIndex * 18, 8, won ? '#1b7a4b' : palette.accent, 4)
          );
        })
        .join('');
      return rect(cx, 124, columnWidth, height - 148, '#eaeef6', 12) + text(cx + 16, 160, title, { size: 14, weight: 700 }) + badge(cx + columnWidth - 48, 145, count, '#ffffff', MUTED) + cards;
    })
    .join('');
  return frame(width, height, palette, 3, 'Obchodní pipeline', badge(mainX + 240, 84, '1,6 mil. Kč v jednání', palette.accentSoft, palette.accent) + board);
}

function contactScreen(width: number, height: number, palette: Palette): string {
  const mainX = 228;
  const mainWidth = width - mainX - 24;
  const leftWidth = mainWidth * 0.38;
  const details: [string, string][] = [
    ['Firma', 'Strojírny Vysočina a.s.'],
    ['Kontakt', 'Jana Nováková'],
    ['E-mail', 'jana.novakova@example.cz'],
    ['Telefon', '+420 777 123 456'],
    ['Fáze', 'Nabídka · 480 000 Kč'],
  ];
  const info = details.map(([label, value], index) => text(mainX + 20, 256 + index * 48, label, { size: 12, fill: MUTED }) + text(mainX + 20, 276 + index * 48, value, { size: 14, weight: 700 })).join('');
  const activities: [string, string, string][] = [
    ['Schůzka', 'Prezentace modulu Fakturace', 'Dnes 10:00'],
    ['E-mail', 'Odeslána cenová nabídka', 'Včera'],
    ['Telefonát', 'Upřesnění počtu uživatelů', '10. 12.'],
    ['Úkol', 'Připravit smlouvu', '8. 12.'],
    ['Poznámka', 'Zájem o integraci s bankou', '5. 12.'],
  ];
  const timelineX = mainX + leftWidth + 16;
  const timelineWidth = mainWidth - leftWidth - 16;
  const shown = activities.slice(0, Math.floor((height - 220) / 70));
  const timeline = shown
    .map(([kind, detail, when], index) => {
      const ty = 196 + index * 70;
      return (
        (index < shown.length - 1 ? `<line x1="${timelineX + 36}" x2="${timelineX + 36}" y1="${ty + 14}" y2="${ty + 64}" stroke="${LINE}" stroke-width="2"/>` : '') +
        `<circle cx="${timelineX + 36}" cy="${ty}" r="10" fill="${palette.accentSoft}" stroke="${palette.accent}" stroke-width="2"/>` +
        text(timelineX + 60, ty - 2, kind, { size: 14, weight: 700 }) +
        text(timelineX + 60, ty + 18, detail, { size: 13, fill: MUTED }) +
        text(timelineX + timelineWidth - 20, ty - 2, when, { size: 12, fill: MUTED, anchor: 'end' })
      );
    })
    .join('');
  return frame(
    width,
    height,
    palette,
    3,
    'Kontakt a aktivity',
    card(mainX, 124, leftWidth, height - 148) + avatar(mainX + 44, 176, 'JN', palette) + text(mainX + 72, 172, 'Jana Nováková', { size: 16, weight: 700 }) + text(mainX + 72, 192, 'finanční ředitelka', { size: 12, fill: MUTED }) + info +
      card(timelineX, 124, timelineWidth, height - 148) + text(timelineX + 20, 156, 'Historie aktivit', { size: 16, weight: 700 }) + timeline,
  );
}

function chatScreen(width: number, height: number, palette: Palette): string {
  const mainX = 228;
  const mainWidth = width - mainX - 24;
  const bubble = (y: number, lines: string[], fromUser: boolean) => {
    const bubbleWidth = Math.max(...lines.map((line) => line.length)) * 7.4 + 36;
    const bx = fromUser ? mainX + mainWidth - bubbleWidth - 20 : mainX + 64;
    const bubbleHeight = lines.length * 20 + 20;
    return (
      (fromUser ? '' : `<circle cx="${mainX + 38}" cy="${y + 18}" r="16" fill="${palette.accent}"/>` + text(mainX + 38, y + 23, 'AI', { size: 11, weight: 700, fill: '#ffffff', anchor: 'middle' })) +
      rect(bx, y, bubbleWidth, bubbleHeight, fromUser ? palette.accent : '#ffffff', 14, fromUser ? '' : `stroke="${LINE}"`) +
      lines.map((line, index) => text(bx + 18, y + 26 + index * 20, line, { size: 13, fill: fromUser ? '#ffffff' : INK })).join('')
    );
  };
  const answerTop = 304;
  const answerRows = ([['Energie Praha', '61 300 Kč', '3 dny'], ['Stavebniny Labe', '48 200 Kč', '5 dní'], ['LogiTrans CZ', '22 150 Kč', '1 den']] as const)
    .map(([name, amount, late], index) => {
      const ry = answerTop + 56 + index * 30;
      return text(mainX + 84, ry, name, { size: 13, weight: 700 }) + text(mainX + 300, ry, amount, { size: 13 }) + badge(mainX + 420, ry - 15, `po splatnosti ${late}`, '#fde4e1', '#b42318');
    })
    .join('');
  return frame(
    width,
    height,
    palette,
    4,
    'AI asistent',
    card(mainX, 124, mainWidth, height - 148) +
      bubble(148, ['Které faktury jsou po splatnosti a komu je mám připomenout?'], true) +
      bubble(206, ['Po splatnosti jsou 3 faktury za 131 650 Kč.', 'U jedné chybí IČO dodavatele, doplnil jsem ho z rejstříku.'], false) +
      (height > 520 ? rect(mainX + 64, answerTop, 540, 150, CANVAS, 12) + text(mainX + 84, answerTop + 28, 'Faktury po splatnosti', { size: 13, weight: 700, fill: MUTED }) + answerRows : '') +
      (height > 620 ? bubble(answerTop + 170, ['Přidělit připomínky Petrovi Dvořákovi?'], false) : '') +
      rect(mainX + 20, height - 84, mainWidth - 40, 44, CANVAS, 22, `stroke="${LINE}"`) +
      text(mainX + 44, height - 57, 'Zeptejte se na faktury, zaměstnance nebo obchody…', { size: 13, fill: '#8a93a6' }) +
      `<circle cx="${mainX + mainWidth - 44}" cy="${height - 62}" r="16" fill="${palette.accent}"/>` +
      `<path d="M${mainX + mainWidth - 50},${height - 68} l12,6 l-12,6 z" fill="#ffffff"/>`,
  );
}

function checksScreen(width: number, height: number, palette: Palette): string {
  const mainX = 228;
  const mainWidth = width - mainX - 24;
  const checks: [string, string, Status, string][] = [
    ['Chybí IČO dodavatele', 'FA-2026-0408 · Energie Praha', 'bad', 'Doplnit'],
    ['Smlouva končí za 30 dní', 'Tomáš Král · pracovní smlouva', 'wait', 'Úkol pro HR'],
    ['Obchod bez další aktivity', 'Kancelář Plus · 14 dní', 'wait', 'Připomenout'],
    ['Docházka neuzavřena', 'Prosinec · 2 zaměstnanci', 'info', 'Upozornit'],
    ['Duplicitní faktura', 'FA-2026-0399 a FA-2026-0401', 'bad', 'Prověřit'],
  ];
  const shown = checks.slice(0, Math.floor((height - 200) / 62));
  const list = shown
    .map(([title, detail, status, action], index) => {
      const ry = 182 + index * 62;
      const [fill, color] = STATUS_COLORS[status];
      return (
        rect(mainX + 20, ry - 22, mainWidth - 40, 52, index % 2 ? '#ffffff' : '#fafbfd', 10, `stroke="${LINE}"`) +
        `<circle cx="${mainX + 46}" cy="${ry + 4}" r="12" fill="${fill}"/>` +
        text(mainX + 46, ry + 9, '!', { size: 14, weight: 700, fill: color, anchor: 'middle' }) +
        text(mainX + 70, ry, title, { size: 14, weight: 700 }) +
        text(mainX + 70, ry + 19, detail, { size: 12, fill: MUTED }) +
        rect(mainX + mainWidth - 160, ry - 11, 120, 30, palette.accentSoft, 8) +
        text(mainX + mainWidth - 100, ry + 9, action, { size: 12, weight: 700, fill: palette.accent, anchor: 'middle' })
      );
    })
    .join('');
  return frame(width, height, palette, 4, 'Kontrola chybějících údajů', badge(mainX + 330, 84, `${shown.length} nálezů`, '#fde4e1', '#b42318') + card(mainX, 124, mainWidth, height - 148) + text(mainX + 20, 152, 'Asistent prošel 1 248 dokladů a 64 zaměstnanců', { size: 14, fill: MUTED }) + list);
}

// ---------------------------------------------------------------------------------------------
// Outputs
// ---------------------------------------------------------------------------------------------

const HERO = { width: 1200, height: 750 };
const MODULE = { width: 960, height: 600 };

const OUTPUTS: { file: string; svg: () => string; width: number; height: number }[] = [
  { file: 'hero/dashboard.webp', svg: () => dashboardScreen(HERO.width, HERO.height, PALETTES.blue), ...HERO },
  { file: 'hero/invoicing.webp', svg: () => invoiceListScreen(HERO.width, HERO.height, PALETTES.blue), ...HERO },
  { file: 'hero/hr.webp', svg: () => attendanceScreen(HERO.width, HERO.height, PALETTES.green), ...HERO },
  { file: 'hero/crm.webp', svg: () => pipelineScreen(HERO.width, HERO.height, PALETTES.violet), ...HERO },
  { file: 'modules/invoicing-1.webp', svg: () => invoiceListScreen(MODULE.width, MODULE.height, PALETTES.blue), ...MODULE },
  { file: 'modules/invoicing-2.webp', svg: () => approvalScreen(MODULE.width, MODULE.height, PALETTES.blue), ...MODULE },
  { file: 'modules/hr-1.webp', svg: () => attendanceScreen(MODULE.width, MODULE.height, PALETTES.green), ...MODULE },
  { file: 'modules/hr-2.webp', svg: () => absenceScreen(MODULE.width, MODULE.height, PALETTES.green), ...MODULE },
  { file: 'modules/crm-1.webp', svg: () => pipelineScreen(MODULE.width, MODULE.height, PALETTES.violet), ...MODULE },
  { file: 'modules/crm-2.webp', svg: () => contactScreen(MODULE.width, MODULE.height, PALETTES.violet), ...MODULE },
  { file: 'modules/ai-assistant-1.webp', svg: () => chatScreen(MODULE.width, MODULE.height, PALETTES.orange), ...MODULE },
  { file: 'modules/ai-assistant-2.webp', svg: () => checksScreen(MODULE.width, MODULE.height, PALETTES.orange), ...MODULE },
  {
    file: 'fallback/invoicing-dashboard.webp',
    svg: () =>
      dashboardScreen(MODULE.width, MODULE.height, PALETTES.blue, {
        nav: 1,
        title: 'Fakturace · přehled',
        kpis: [['Nové faktury', '86', '+12 dnes'], ['Vytěženo OCR', '98 %', '+3 p. b.'], ['Ke schválení', '12', '−4 od včera']],
      }),
    ...MODULE,
  },
  {
    file: 'fallback/hr-dashboard.webp',
    svg: () =>
      dashboardScreen(MODULE.width, MODULE.height, PALETTES.green, {
        nav: 2,
        title: 'HR · přehled',
        kpis: [['Zaměstnanci', '64', '+3 za kvartál'], ['Přítomnost', '96 %', '+1 p. b.'], ['Žádosti', '5', '2 ke schválení']],
      }),
    ...MODULE,
  },
  {
    file: 'fallback/crm-dashboard.webp',
    svg: () =>
      dashboardScreen(MODULE.width, MODULE.height, PALETTES.violet, {
        nav: 3,
        title: 'CRM · přehled',
        kpis: [['Otevřené obchody', '23', '+5 za týden'], ['V jednání', '1,6 mil.', '+18 %'], ['Úspěšnost', '34 %', '+4 p. b.']],
      }),
    ...MODULE,
  },
  {
    file: 'fallback/ai-dashboard.webp',
    svg: () =>
      dashboardScreen(MODULE.width, MODULE.height, PALETTES.orange, {
        nav: 4,
        title: 'AI asistent · přehled',
        kpis: [['Dotazy za týden', '412', '+22 %'], ['Vyřešené úkoly', '87', '+14'], ['Nálezy', '5', '−3 od pondělí']],
      }),
    ...MODULE,
  },
  { file: 'fallback/dashboard.webp', svg: () => dashboardScreen(MODULE.width, MODULE.height, PALETTES.teal, { kpis: [['Doklady', '1 248', '+18 %'], ['Ušetřený čas', '80 %', '+6 p. b.'], ['Uživatelé', '64', '+3']] }), ...MODULE },
];

async function main(): Promise<void> {
  for (const output of OUTPUTS) {
    const target = path.join(outputRoot, output.file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const svg = Buffer.from(output.svg());
    await sharp(svg, { density: 96 }).resize(output.width, output.height).webp({ quality: 80, effort: 6, smartSubsample: true }).toFile(target);
    const { size } = fs.statSync(target);
    console.log(`${path.relative(process.cwd(), target)}  ${(size / 1024).toFixed(1)} KB`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
